import { describe, expect, it } from 'vitest'

import type { TextAids } from '#src/shared/search/search-aids.ts'
import { buildSongModel } from '#src/shared/song-model/song-model.ts'
import { rawSong } from '#tests/support/test-streams.ts'

import { filterSongs, type Keeps, presortSongs, titleOrder } from './song-filter.ts'

// Latin, kana and kanji titles with the readings the build would give them, and Chinese titles
// it could not read (告白氣球, 說好不哭) or read in on'yomi (光年之外).
const readings: Record<string, string> = {
  千本桜: 'せんぼんざくら',
  夜に駆ける: 'よるにかける',
  紅蓮華: 'ぐれんげ',
  光年之外: 'こうねんしがい',
}
const titles = [
  '夜に駆ける',
  'Lemon',
  '說好不哭',
  'かくれんぼ',
  '千本桜',
  'マリーゴールド',
  '告白氣球',
  'KICK BACK',
  'ガーネット',
  '紅蓮華',
  'アイドル',
  '光年之外',
  'First Love',
]
const model = buildSongModel(
  [
    {
      date: '2025/2/11',
      streamName: 'stream',
      showList: true,
      showDate: true,
      songList: titles.map((songName) => rawSong({ songName })),
    },
  ],
  {
    forms: new Map(),
    texts: new Map(
      Object.entries(readings).map(([title, reading]): [string, TextAids] => [
        title,
        { reading, romaji: '', pinyin: '' },
      ]),
    ),
    aliases: new Map(),
  },
)
const presorted = presortSongs(model)
const order = (locale: string) => titleOrder(presorted.last, locale).map((row) => row.song.songName)

describe('the title order', () => {
  it('in Japanese: Latin titles, then by reading in gojūon order, then titles without one', () => {
    expect(order('ja')).toEqual([
      'First Love',
      'KICK BACK',
      'Lemon',
      'アイドル',
      // が sorts with か, its long vowel with あ: before かく, though が comes after か in Unicode.
      'ガーネット',
      'かくれんぼ',
      '紅蓮華',
      '光年之外',
      '千本桜',
      'マリーゴールド',
      '夜に駆ける',
      // By code point: 告 U+544A, 說 U+8AAA.
      '告白氣球',
      '說好不哭',
    ])
  })

  it('in Chinese: Latin titles, then the Han titles by stroke count, then the kana ones', () => {
    const ordered = order('zh-Hant')
    expect(ordered.slice(0, 9)).toEqual([
      'First Love',
      'KICK BACK',
      'Lemon',
      '千本桜', // 千: 3 strokes
      '光年之外', // 光: 6
      '告白氣球', // 告: 7
      '夜に駆ける', // 夜: 8
      '紅蓮華', // 紅: 9
      '說好不哭', // 說: 14
    ])
    expect(ordered.slice(9).sort()).toEqual(
      ['アイドル', 'かくれんぼ', 'ガーネット', 'マリーゴールド'].sort(),
    )
  })

  it('is the order filterSongs gives for the page language, whatever the filters keep', () => {
    const keeps: Keeps = { song: null, performance: (p) => p.songName !== 'Lemon', stream: null }
    expect(filterSongs(presorted, keeps, 'title', 'zh-Hant').map((r) => r.song.songName)).toEqual(
      order('zh-Hant').filter((title) => title !== 'Lemon'),
    )
    const all: Keeps = { song: null, performance: null, stream: null }
    expect(filterSongs(presorted, all, 'title').map((r) => r.song.songName)).toEqual(order('ja'))
  })
})
