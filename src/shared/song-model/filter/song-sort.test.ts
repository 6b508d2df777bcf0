import { describe, expect, it } from 'vitest'

import { buildSongModel } from '#src/shared/song-model/song-model.ts'
import { rawSong } from '#tests/support/test-streams.ts'

import { filterSongs, type Keeps, presortSongs, sortStreams } from './song-filter.ts'

// Worked out by hand below. `jan` hides 千本桜's date; `secret` hides the whole stream's; feb-a
// and feb-b share a day (feb-b is the later entry, so the newer).
const model = buildSongModel([
  {
    date: '2025/2/11',
    streamName: 'feb-a',
    showList: true,
    showDate: true,
    songList: [rawSong({ songName: 'Lemon' }), rawSong({ songName: '夜に駆ける' })],
  },
  {
    date: '2025/1/10',
    streamName: 'jan',
    showList: true,
    showDate: true,
    songList: [
      rawSong({ songName: 'Lemon' }),
      rawSong({ songName: '打上花火' }),
      rawSong({ songName: '千本桜', showDate: false }),
    ],
  },
  {
    date: '2025/2/11',
    streamName: 'feb-b',
    showList: true,
    showDate: true,
    songList: [rawSong({ songName: 'マリーゴールド' }), rawSong({ songName: 'アイドル' })],
  },
  {
    date: '2025/3/1',
    streamName: 'secret',
    showList: true,
    showDate: false,
    songList: ['夜に駆ける', 'KICK BACK', '紅蓮華', 'First Love'].map((songName) =>
      rawSong({ songName }),
    ),
  },
])
const presorted = presortSongs(model)
const all: Keeps = { song: null, performance: null, stream: null }
const titles = (keeps: Keeps, sort: 'oldest' | 'count') =>
  filterSongs(presorted, keeps, sort).map((row) => row.song.songName)

describe('not sung for the longest (oldest)', () => {
  it('puts the oldest shown date first, ties the most sung first, then by title, songs with no shown date last', () => {
    expect(titles(all, 'oldest')).toEqual([
      '打上花火', // 2025-01-10
      // 2025-02-11: Lemon and 夜に駆ける (its secret date hidden) twice each, by title: Latin,
      // then kana, then kanji; then the songs sung once.
      'Lemon',
      '夜に駆ける',
      'アイドル',
      'マリーゴールド',
      // No date shown: 千本桜 only in jan with its date hidden, the others only in secret.
      'First Love',
      'KICK BACK',
      '千本桜',
      '紅蓮華',
    ])
  })

  it('is the same whether taken from the shipped newest-first order or sorted again', () => {
    // A performance filter, even one that keeps all, makes filterSongs sort the rows itself.
    const keepsAll: Keeps = { ...all, performance: () => true }
    expect(titles(keepsAll, 'oldest')).toEqual(titles(all, 'oldest'))
  })

  it('works the dates out again from the performances a filter keeps', () => {
    const notFeb: Keeps = { ...all, performance: (p) => !p.streamName.startsWith('feb') }
    // Lemon is left with jan; 夜に駆ける with the secret date only, so with no "days since".
    expect(titles(notFeb, 'oldest')).toEqual([
      'Lemon',
      '打上花火',
      'First Love',
      'KICK BACK',
      '千本桜',
      '夜に駆ける',
      '紅蓮華',
    ])
  })
})

describe('most sung (count)', () => {
  it('puts the most performances first, ties by the latest shown date, then title', () => {
    expect(titles(all, 'count').slice(0, 5)).toEqual([
      'Lemon',
      '夜に駆ける',
      'アイドル',
      'マリーゴールド',
      '打上花火',
    ])
  })
})

describe('sortStreams', () => {
  const names = (sort: Parameters<typeof sortStreams>[1]) =>
    sortStreams(model.streams, sort).map((stream) => stream.name)

  it('keeps the newest first for the last date and for titles, which streams do not have', () => {
    const newest = ['secret', 'feb-b', 'feb-a', 'jan']
    expect(model.streams.map((stream) => stream.name)).toEqual(newest)
    expect(names('last')).toEqual(newest)
    expect(names('title')).toEqual(newest)
  })

  it('puts the oldest first, a day in data order, and streams with a hidden date last', () => {
    expect(names('oldest')).toEqual(['jan', 'feb-a', 'feb-b', 'secret'])
  })

  it('puts the most performances first, ties newest first', () => {
    expect(names('count')).toEqual(['secret', 'jan', 'feb-b', 'feb-a'])
  })

  it('leaves the list it was given as it was', () => {
    const before = [...model.streams]
    names('oldest')
    names('count')
    expect(model.streams).toEqual(before)
  })
})
