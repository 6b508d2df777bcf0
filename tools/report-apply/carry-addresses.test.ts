import { describe, expect, it } from 'vitest'

import { carryAddresses } from './carry-addresses.ts'

const kept = { title: 'アイドル', artist: 'YOASOBI', slug: 'アイドル' }
const other = { title: 'Lemon', artist: '米津玄師', slug: 'lemon' }
const gone = { title: 'アイドル。', artist: 'YOASOBI', slug: 'アイドル-2', oldSlugs: ['idol'] }

describe('carryAddresses', () => {
  it("gives the entries left unsung their addresses as old ones of the corrected song's entry", () => {
    const { songs, carried } = carryAddresses([other, kept], [gone], {
      songName: 'アイドル',
      singer: 'YOASOBI',
    })
    expect(songs).toEqual([other, { ...kept, oldSlugs: ['アイドル-2', 'idol'] }])
    expect(carried).toEqual([{ from: gone, to: kept }])
  })

  it('keeps the address of a song whose unknown artist was filled in, as its own', () => {
    const unknown = { title: '夜行', artist: '', slug: '夜行', oldSlugs: ['yako'] }
    const filled = { title: '夜行', artist: 'ヨルシカ', reading: 'やこう' }
    const { songs, carried } = carryAddresses([other, filled], [unknown, gone], {
      songName: '夜行',
      singer: 'ヨルシカ',
    })
    const now = {
      title: '夜行',
      artist: 'ヨルシカ',
      slug: '夜行',
      oldSlugs: ['yako', 'アイドル-2', 'idol'],
      reading: 'やこう',
    }
    expect(songs).toEqual([other, now])
    expect(Object.keys(songs[1]!)).toEqual(['title', 'artist', 'slug', 'oldSlugs', 'reading'])
    expect(carried).toEqual([{ from: gone, to: { ...filled, slug: '夜行' } }])
    // An entry with an address of its own keeps it: the unknown one's redirects to it.
    const known = { ...filled, slug: 'yoru' }
    expect(
      carryAddresses([known], [unknown], { songName: '夜行', singer: 'ヨルシカ' }).songs,
    ).toEqual([
      {
        title: '夜行',
        artist: 'ヨルシカ',
        slug: 'yoru',
        oldSlugs: ['夜行', 'yako'],
        reading: 'やこう',
      },
    ])
  })

  it('changes nothing when no entry was left unsung, none had an address, or no song moved', () => {
    const to = { songName: 'アイドル', singer: 'YOASOBI' }
    const catalogue = [other, kept]
    for (const [removed, target] of [
      [[], to],
      [[{ title: 'x', artist: 'y' }], to],
      [[gone], undefined],
    ] as const) {
      expect(carryAddresses(catalogue, removed, target)).toEqual({ songs: catalogue, carried: [] })
    }
  })
})
