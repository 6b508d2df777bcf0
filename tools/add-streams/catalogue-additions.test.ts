import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

import { catalogueFile, type CatalogueSong } from '#build-src/archive-files/song-catalogue.ts'
import { fixtureArchive } from '#tests/support/fixture-archive.ts'

import { catalogueTextWithSongs, withSlugs } from './catalogue-additions.ts'

const file = (songs: CatalogueSong[]) =>
  `${JSON.stringify({ $schema: '../schemas/songs.schema.json', songs, artists: [{ name: 'Aimer', reading: 'えいめい' }] }, null, 2)}\n`

describe('catalogueTextWithSongs (what setlist:add, archive:fetch, data:import and report:apply write)', () => {
  it('gives each new song a page address after its artist, and keeps every stored one', async () => {
    const stored: CatalogueSong[] = [
      // Renamed since its address was written: the address stays.
      { title: 'Lemon (Remix)', artist: '米津玄師', slug: 'lemon', aliases: ['LEMON'] },
      { title: 'ロキ', artist: 'みきとP', slug: 'roki', oldSlugs: ['ロキ'] },
    ]
    const added: CatalogueSong[] = [
      { title: 'Lemon', artist: 'Aimer', reading: 'れもん' },
      { title: 'ロキ', artist: 'Other' },
      { title: '残響散歌', artist: 'Aimer' },
    ]
    const text = await catalogueTextWithSongs(file(stored), [...stored, ...added])
    const written = JSON.parse(text)
    expect(written.songs).toEqual([
      ...stored,
      { title: 'Lemon', artist: 'Aimer', slug: 'lemon-aimer', reading: 'れもん' },
      { title: 'ロキ', artist: 'Other', slug: 'ロキ-other' },
      { title: '残響散歌', artist: 'Aimer', slug: '残響散歌' },
    ])
    expect(Object.keys(written.songs[2])).toEqual(['title', 'artist', 'slug', 'reading'])
    expect(written.$schema).toBe('../schemas/songs.schema.json')
    expect(written.artists).toEqual([{ name: 'Aimer', reading: 'えいめい' }])
    expect(text.endsWith('}\n')).toBe(true)
  })

  it('lays the file out as the formatter does, so an unchanged catalogue is written unchanged', async () => {
    const stored = readFileSync(catalogueFile(fixtureArchive), 'utf8')
    expect(await catalogueTextWithSongs(stored, JSON.parse(stored).songs)).toBe(stored)
    // A list that fits the line's 100 columns is on one line, a longer one a text a line; every
    // object stays a field a line, however short.
    const songs: CatalogueSong[] = [
      { title: 'a', artist: 'x', slug: 'a', aliases: ['x'.repeat(60)] },
      { title: 'b', artist: 'x', slug: 'b', aliases: ['あ'.repeat(45), 'b'] },
    ]
    const text = await catalogueTextWithSongs(file([]), songs)
    expect(text).toContain(`"aliases": ["${'x'.repeat(60)}"]`)
    expect(text).toContain(`"aliases": [\n        "${'あ'.repeat(45)}",\n        "b"\n      ]`)
    expect(text).toContain('{\n      "title": "a",\n      "artist": "x",')
  })

  it('gives the new songs the same addresses whichever order a tool adds them in', () => {
    const stored: CatalogueSong[] = [{ title: 'Lemon', artist: '米津玄師', slug: 'lemon' }]
    const added: CatalogueSong[] = [
      { title: 'Lemon', artist: 'B' },
      { title: 'Lemon', artist: 'A' },
      { title: 'LEMON', artist: 'A' },
    ]
    const slugOf = (songs: CatalogueSong[]) =>
      new Map(withSlugs(songs).songs.map((song) => [`${song.title}/${song.artist}`, song.slug]))
    const forwards = slugOf([...stored, ...added])
    expect(slugOf([...stored, ...added.toReversed()])).toEqual(forwards)
    expect(forwards).toEqual(
      new Map([
        ['Lemon/米津玄師', 'lemon'],
        ['LEMON/A', 'lemon-a'],
        ['Lemon/A', 'lemon-a-2'],
        ['Lemon/B', 'lemon-b'],
      ]),
    )
  })

  it('says which entries it gave an address, by index', () => {
    const { added } = withSlugs([
      { title: 'a', artist: 'x', slug: 'a' },
      { title: 'b', artist: 'x' },
    ])
    expect(added).toEqual([{ index: 1, slug: 'b' }])
  })
})
