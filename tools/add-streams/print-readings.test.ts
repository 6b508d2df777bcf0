import { describe, expect, it, vi } from 'vitest'

import type { WordReadings } from '#build-src/search-keys/word-readings.ts'
import { slowTest } from '#tests/patience.ts'

import { newArtists, printReadings, readingsToCheck } from './print-readings.ts'

// A reader as the analyser answers: 唱 left unread, the others read.
const readings: Record<string, string> = {
  アイドル: 'あいどる',
  唱: '唱',
  紅蓮華: 'ぐれんはな',
  'God knows...': '',
  深海少女: 'ふかうみしょうじょ',
  星街すいせい: 'ほしがいすいせい',
  ノーブランド: 'のーぶらんど',
  夜に駆ける: 'よるにかける',
  花と花: 'はなとはな',
}
const read = async (text: string) => readings[text] ?? ''
// A made-up dictionary: 深海 and 花 have other readings, the other words none.
const words: Record<string, WordReadings[]> = {
  紅蓮華: [
    { word: '紅蓮', reading: 'ぐれん', others: [] },
    { word: '華', reading: 'はな', others: [] },
  ],
  深海少女: [
    { word: '深海', reading: 'ふかうみ', others: ['ふかみ', 'しんかい'] },
    { word: '少女', reading: 'しょうじょ', others: [] },
  ],
  夜に駆ける: [{ word: '駆ける', reading: 'かける', others: [] }],
  星街すいせい: [
    { word: '星', reading: 'ほし', others: ['ぼし'] },
    { word: '街', reading: 'がい', others: ['まち'] },
  ],
  花と花: [
    { word: '花', reading: 'はな', others: ['か', 'け'] },
    { word: '花', reading: 'はな', others: ['か', 'け'] },
  ],
}
const wordsOf = (text: string) => words[text] ?? []
const song = (title: string, artist = 'x') => ({ title, artist })
const itself = (text: string) => text

describe('readingsToCheck', () => {
  it('puts a kanji left unread first, then a word read other ways, then the rest the analyser read, then kana and Latin', async () => {
    const checked = await readingsToCheck(
      ['アイドル', '紅蓮華', 'God knows...', '唱', '深海少女', '夜に駆ける'],
      itself,
      read,
      wordsOf,
    )
    expect(checked.map((c) => [c.item, c.reading, c.doubt])).toEqual([
      ['唱', '唱', 'unread'],
      ['深海少女', 'ふかうみしょうじょ', 'other-readings'],
      ['紅蓮華', 'ぐれんはな', 'analysed'],
      ['夜に駆ける', 'よるにかける', 'analysed'],
      ['アイドル', 'あいどる', 'as-written'],
      ['God knows...', '', 'as-written'],
    ])
  })

  it('keeps only the words that have other readings, each once', async () => {
    const checked = await readingsToCheck(['深海少女', '花と花'], itself, read, wordsOf)
    expect(checked.map((c) => c.others)).toEqual([
      [{ word: '深海', reading: 'ふかうみ', others: ['ふかみ', 'しんかい'] }],
      [{ word: '花', reading: 'はな', others: ['か', 'け'] }],
    ])
  })
})

describe('newArtists', () => {
  const catalogue = {
    songs: [song('夜に駆ける', 'YOASOBI'), song('唱', 'Ado')],
    artists: [{ name: '星街すいせい', reading: 'ほしまちすいせい' }],
  }

  it('gives the artists the catalogue has no song by and no reading for, once each', () => {
    const added = [
      song('アイドル', 'YOASOBI'),
      song('深海少女', 'ゆうゆ'),
      song('Stellar Stellar', '星街すいせい'),
      song('千本桜', 'ゆうゆ'),
    ]
    expect(newArtists(added, catalogue)).toEqual(['ゆうゆ'])
  })

  it('has no reading to ask for of an unknown artist', () => {
    expect(newArtists([song('夜行', '')], catalogue)).toEqual([])
  })

  it('does not count the added songs the catalogue already holds once written', () => {
    const added = [song('アイドル', 'YOASOBI'), song('深海少女', 'ゆうゆ')]
    const written = { ...catalogue, songs: [...catalogue.songs, ...added] }
    expect(newArtists(added, written)).toEqual(['ゆうゆ'])
  })

  it('knows an artist the catalogue spells with other spaces or case, as the build folds them', () => {
    const added = [
      song('アイドル', 'yoasobi'),
      song('深海少女', 'ゆう ゆ'),
      song('千本桜', 'ゆうゆ'),
    ]
    expect(newArtists(added, catalogue)).toEqual(['ゆう ゆ'])
  })

  it('knows a written reading by its exact name only, as the build looks it up', () => {
    expect(newArtists([song('Stellar Stellar', '星街 すいせい')], catalogue)).toEqual([
      '星街 すいせい',
    ])
  })
})

describe('printReadings', () => {
  it("prints each new title's and artist's reading, with the dictionary's other readings of its words", async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined)
    const catalogue = { songs: [song('夜に駆ける', 'YOASOBI')] }
    const added = [
      song('アイドル', 'YOASOBI'),
      song('深海少女', '星街すいせい'),
      song('唱'),
      song('Stellar Stellar', 'ノーブランド'),
    ]
    await printReadings(added, 'content/songs.json', catalogue, { read, wordsOf })
    const lines = log.mock.calls.map((call) => String(call[0]))
    log.mockRestore()
    expect(lines).toEqual([
      'New songs for content/songs.json, with the reading the build will use, the likeliest wrong first:',
      '  唱 / x: 唱 (a kanji left unread: wrong)',
      '  深海少女 / 星街すいせい: ふかうみしょうじょ (the dictionary also reads 深海 as ふかみ or しんかい: check it)',
      '  アイドル / YOASOBI: あいどる',
      '  Stellar Stellar / ノーブランド: (no kanji or kana)',
      'Where a reading is wrong, write the right one as "reading" in that song\'s entry (docs/data.md).',
      'New artists, with the reading the build will use, the likeliest wrong first:',
      '  星街すいせい: ほしがいすいせい (the dictionary also reads 星 as ぼし, 街 as まち: check it)',
      '  x: (no kanji or kana)',
      '  ノーブランド: のーぶらんど',
      'Where a reading is wrong, add the name and its reading to the catalogue\'s "artists" list (docs/data.md).',
      'A title or name in Chinese is found by its pinyin and needs no reading.',
    ])
  })

  it('prints the first of each list within a limit, the likeliest wrong first, and counts the rest', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined)
    const added = [song('アイドル', 'YOASOBI'), song('唱'), song('深海少女', '星街すいせい')]
    await printReadings(added, 'content/songs.json', { songs: [] }, { read, wordsOf }, 1)
    const lines = log.mock.calls.map((call) => String(call[0]))
    log.mockRestore()
    expect(lines.slice(0, 3)).toEqual([
      'New songs for content/songs.json, with the reading the build will use, the likeliest wrong first:',
      '  唱 / x: 唱 (a kanji left unread: wrong)',
      '  … and 2 more (--verbose lists them)',
    ])
    const artists = lines.indexOf(
      'New artists, with the reading the build will use, the likeliest wrong first:',
    )
    expect(lines.slice(artists + 1, artists + 3)).toEqual([
      '  星街すいせい: ほしがいすいせい (the dictionary also reads 星 as ぼし, 街 as まち: check it)',
      '  … and 2 more (--verbose lists them)',
    ])
  })

  it(
    "reads with the build's analyser when given no readers",
    async () => {
      const log = vi.spyOn(console, 'log').mockImplementation(() => undefined)
      await printReadings([song('アイドル', 'YOASOBI')], 'content/songs.json', { songs: [] })
      const lines = log.mock.calls.map((call) => String(call[0]))
      log.mockRestore()
      // Kana is read as written: a line the analyser cannot get wrong.
      expect(lines).toContain('  アイドル / YOASOBI: あいどる')
    },
    slowTest.timeout,
  )
})
