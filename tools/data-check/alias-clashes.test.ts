import { describe, expect, it } from 'vitest'

import type { CatalogueSong } from '#build-src/archive-files/song-catalogue.ts'

import { aliasClashes, clashLine, otherSongNamed } from './alias-clashes.ts'

const songs: CatalogueSong[] = [
  { title: 'Lemon', artist: '米津玄師' },
  { title: '夜に駆ける', artist: 'YOASOBI', aliases: ['Racing Into The Night'] },
  { title: '千本桜', artist: '黒うさP feat. 初音ミク', aliases: ['千本櫻'] },
]

const withAliases = (index: number, aliases: string[]) =>
  songs.with(index, { ...songs[index]!, aliases: [...(songs[index]!.aliases ?? []), ...aliases] })

describe('aliasClashes', () => {
  it('finds an alias that is another song’s title', () => {
    const catalogue = withAliases(1, ['Lemon'])
    const clashes = aliasClashes(catalogue)
    expect(clashes).toEqual([
      { song: 1, alias: 1, text: 'Lemon', other: { song: 0, kind: 'title', text: 'Lemon' } },
    ])
    expect(clashLine(clashes[0]!, catalogue)).toBe(
      'songs[1].aliases[1]: "Lemon" is the title of songs[0] (Lemon / 米津玄師) once folded for search: a search for it finds both songs',
    )
  })

  it.each([
    ['case, width and spaces', 'ＲＡＣＩＮＧ intothe night'],
    ['punctuation', 'Racing-Into-The-Night!'],
  ])('finds an alias that is another song’s alias after %s, once', (_, alias) => {
    const catalogue = withAliases(2, [alias])
    expect(aliasClashes(catalogue)).toEqual([
      {
        song: 2,
        alias: 1,
        text: alias,
        other: { song: 1, kind: 'alias', text: 'Racing Into The Night' },
      },
    ])
  })

  it('folds kana script and Han forms as the search does', () => {
    const catalogue: CatalogueSong[] = [
      { title: 'れもん', artist: 'A' },
      { title: '千本桜', artist: 'B' },
      { title: 'Other', artist: 'C', aliases: ['レモン', '千本樱'] },
    ]
    expect(aliasClashes(catalogue).map(({ text, other }) => [text, other.song])).toEqual([
      ['レモン', 0],
      ['千本樱', 1],
    ])
  })

  it('takes no alias for a clash that is its own song’s name, or names nothing', () => {
    const catalogue: CatalogueSong[] = [
      { title: 'Lemon', artist: '米津玄師', aliases: ['LEMON', '!!'] },
      { title: 'Lemon', artist: 'Another Singer', aliases: ['lemon'] },
      { title: '!?', artist: 'C', aliases: ['…'] },
    ]
    expect(aliasClashes(catalogue)).toEqual([])
    expect(aliasClashes(songs)).toEqual([])
  })
})

describe('otherSongNamed', () => {
  it('names the other song a new alias would name, and none for its own names', () => {
    expect(otherSongNamed(songs, 1, 'lemon')).toEqual({ song: 0, kind: 'title', text: 'Lemon' })
    expect(otherSongNamed(songs, 0, 'racing into the night')).toMatchObject({ song: 1 })
    expect(otherSongNamed(songs, 1, 'racing into the night')).toBeNull()
    expect(otherSongNamed(songs, 1, 'Yoru ni Kakeru')).toBeNull()
  })
})
