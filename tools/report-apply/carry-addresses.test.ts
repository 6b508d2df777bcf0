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
