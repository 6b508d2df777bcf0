import { describe, expect, it } from 'vitest'

import {
  type CatalogueSong,
  checkCatalogueCoversStreams,
} from '#build-src/archive-files/song-catalogue.ts'
import type { RawSong, RawStream } from '#src/shared/song-model/schema-types/stream-file.gen.ts'

import {
  formatRespelling,
  mergeSameSongs,
  respellSongs,
  spellAsCatalogue,
  withAlias,
} from './same-song.ts'

const sung = (songName: string, singer: string, seconds: number): RawSong => ({
  showDate: true,
  songName,
  singer,
  songTime: `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`,
  songLink: `https://www.youtube.com/watch?v=AAAAAAAAAAA&t=${seconds}s`,
})
const stream = (...songList: RawSong[]): RawStream => ({
  date: '2025/3/9',
  streamName: 'stream',
  showList: true,
  showDate: true,
  songList,
})
const names = (streams: readonly RawStream[]) =>
  streams.map((s) => s.songList.map((song) => `${song.songName} / ${song.singer}`))

describe('spellAsCatalogue', () => {
  it('writes a song the catalogue spells another way as it does, keeping the title given as an alias', () => {
    const catalogue: CatalogueSong[] = [
      { title: 'GETCHA!', artist: 'Giga', reading: 'げっちゃ' },
      { title: '好きだから', artist: 'ユイカ' },
    ]
    const given = [stream(sung('GETCHA', 'Giga', 60), sung('好きだから。', 'ユイカ', 300))]
    const result = spellAsCatalogue(catalogue, given)
    expect(names(result.streams)).toEqual([['GETCHA! / Giga', '好きだから / ユイカ']])
    expect(result.songs).toEqual([
      { title: 'GETCHA!', artist: 'Giga', reading: 'げっちゃ', aliases: ['GETCHA'] },
      { title: '好きだから', artist: 'ユイカ', aliases: ['好きだから。'] },
    ])
    expect(result.added).toEqual([])
    expect(
      result.respelled.map((change) => formatRespelling('line 2', change, 'songs.json')),
    ).toEqual([
      'line 2: "GETCHA" / "Giga" is the same song as "GETCHA!" / "Giga" in songs.json, written so; "GETCHA" is one of its aliases now',
      'line 2: "好きだから。" / "ユイカ" is the same song as "好きだから" / "ユイカ" in songs.json, written so; "好きだから。" is one of its aliases now',
    ])
    // Nothing given is changed.
    expect(catalogue[0]).toEqual({ title: 'GETCHA!', artist: 'Giga', reading: 'げっちゃ' })
    expect(given[0]!.songList[0]!.songName).toBe('GETCHA')
  })

  it('keeps the first spelling of a song new to the catalogue, across the streams given', () => {
    const result = spellAsCatalogue(
      [],
      [
        stream(sung('『ユイカ』', 'ユイカ', 60)),
        stream(sung('ユイカ', 'ユイカ', 60), sung('『ユイカ』', 'ユイカ', 400)),
      ],
      new Map([['ゆいか\u0000ゆいか', 'ゆいか']]),
    )
    expect(names(result.streams)).toEqual([
      ['『ユイカ』 / ユイカ'],
      ['『ユイカ』 / ユイカ', '『ユイカ』 / ユイカ'],
    ])
    const entry = { title: '『ユイカ』', artist: 'ユイカ', reading: 'ゆいか', aliases: ['ユイカ'] }
    expect(result.songs).toEqual([entry])
    expect(result.added).toEqual([entry])
    expect(result.respelled).toEqual([
      {
        stream: 1,
        song: 0,
        from: { songName: 'ユイカ', singer: 'ユイカ' },
        to: { songName: '『ユイカ』', singer: 'ユイカ' },
        alias: 'ユイカ',
      },
    ])
    expect(
      checkCatalogueCoversStreams({ songs: result.songs }, result.streams, 'songs.json'),
    ).toEqual([])
  })

  it('writes an artist as the catalogue does, adding no alias when only the artist differs', () => {
    const result = spellAsCatalogue(
      [{ title: 'Lemon', artist: '米津玄師', aliases: ['レモン'] }],
      [stream(sung('Lemon', '米津 玄師', 60), sung('LEMON', '米津玄師', 300))],
    )
    expect(names(result.streams)).toEqual([['Lemon / 米津玄師', 'Lemon / 米津玄師']])
    expect(result.songs).toEqual([
      { title: 'Lemon', artist: '米津玄師', aliases: ['レモン', 'LEMON'] },
    ])
    expect(result.respelled.map((change) => change.alias)).toEqual([null, 'LEMON'])
  })

  it('leaves songs spelt as the catalogue spells them, and other songs, alone', () => {
    const given = [stream(sung('Lemon', '米津玄師', 60), sung('Lemonade', '米津玄師', 300))]
    const result = spellAsCatalogue([{ title: 'Lemon', artist: '米津玄師' }], given)
    expect(result.streams).toEqual(given)
    expect(result.respelled).toEqual([])
    expect(result.added).toEqual([{ title: 'Lemonade', artist: '米津玄師' }])
  })
})

describe('mergeSameSongs', () => {
  it('keeps the first entry of a song where it is and makes the later ones its aliases', () => {
    const { songs, merges, keys } = mergeSameSongs([
      { title: 'GETCHA!', artist: 'Giga' },
      { title: 'Lemon', artist: '米津玄師' },
      { title: 'GETCHA', artist: 'Giga', reading: 'げっちゃ', aliases: ['ゲッチャ'] },
      { title: 'getcha', artist: 'GIGA' },
      { title: 'GETCHA!', artist: 'Giga' },
    ])
    expect(songs).toEqual([
      {
        title: 'GETCHA!',
        artist: 'Giga',
        reading: 'げっちゃ',
        aliases: ['GETCHA', 'ゲッチャ', 'getcha'],
      },
      { title: 'Lemon', artist: '米津玄師' },
    ])
    expect(merges.map(({ kept, merged, aliases }) => ({ kept, merged, aliases }))).toEqual([
      { kept: 0, merged: 2, aliases: ['GETCHA', 'ゲッチャ'] },
      { kept: 0, merged: 3, aliases: ['getcha'] },
      { kept: 0, merged: 4, aliases: [] },
    ])
    expect(keys.size).toBe(1)
  })

  it('keeps the first reading, and says which one it dropped', () => {
    const { songs, merges } = mergeSameSongs([
      { title: '好きだから', artist: 'ユイカ', reading: 'すきだから' },
      { title: '好きだから。', artist: 'ユイカ', reading: 'すきだから。' },
    ])
    expect(songs).toEqual([
      { title: '好きだから', artist: 'ユイカ', reading: 'すきだから', aliases: ['好きだから。'] },
    ])
    expect(merges[0]?.droppedReading).toBe('すきだから。')
  })

  it('keeps the page address of the entry kept, and of an entry that gains an alias', () => {
    const kept = { title: 'GETCHA!', artist: 'Giga', slug: 'getcha', oldSlugs: ['getcha-giga'] }
    const { songs } = mergeSameSongs([kept, { title: 'GETCHA', artist: 'Giga' }])
    expect(songs).toEqual([{ ...kept, aliases: ['GETCHA'] }])
    expect(Object.keys(songs[0]!)).toEqual(['title', 'artist', 'slug', 'oldSlugs', 'aliases'])
    expect(withAlias(kept, 'GETCHA!!')).toEqual({ ...kept, aliases: ['GETCHA!!'] })
  })

  it("keeps a merged entry's page addresses as old ones of the entry kept, so they redirect", () => {
    const { songs } = mergeSameSongs([
      { title: 'GETCHA!', artist: 'Giga', slug: 'getcha', oldSlugs: ['getcha-giga'] },
      { title: 'GETCHA', artist: 'Giga', slug: 'getcha-2', oldSlugs: ['getcha-old', 'getcha'] },
    ])
    expect(songs[0]?.slug).toBe('getcha')
    expect(songs[0]?.oldSlugs).toEqual(['getcha-giga', 'getcha-2', 'getcha-old'])
  })

  it('changes nothing in a catalogue with one entry per song', () => {
    const catalogue = [withAlias({ title: 'Lemon', artist: '米津玄師' }, 'LEMON')]
    expect(mergeSameSongs(catalogue)).toEqual({ songs: catalogue, merges: [], keys: new Set() })
  })
})

describe('respellSongs', () => {
  it('rewrites the performances of merged songs in the kept spelling, and only those', () => {
    const { songs, keys } = mergeSameSongs([
      { title: 'GETCHA!', artist: 'Giga' },
      { title: 'GETCHA', artist: 'Giga' },
      { title: 'Lemon', artist: '米津玄師' },
    ])
    const lists = [
      [sung('GETCHA', 'Giga', 60), sung('LEMON', '米津玄師', 300)],
      [{ songName: 7 }, sung('GETCHA!!', 'Giga', 60), sung('GETCHA!', 'Giga', 300)],
    ]
    const { songLists, respelled } = respellSongs(songs, lists, keys)
    expect(songLists.map((list) => list.map((song) => (song as RawSong).songName))).toEqual([
      ['GETCHA!', 'LEMON'],
      [7, 'GETCHA!', 'GETCHA!'],
    ])
    expect(respelled.map(({ stream, song, alias }) => [stream, song, alias])).toEqual([
      [0, 0, null],
      [1, 1, 'GETCHA!!'],
    ])
    expect(songs[0]).toEqual({ title: 'GETCHA!', artist: 'Giga', aliases: ['GETCHA', 'GETCHA!!'] })
  })
})
