import { describe, expect, it, vi } from 'vitest'
import type { WordReadings } from '../../build/search/word-readings'
import { slowTest } from '../../tests/patience'
import { printReadings, readingsToCheck } from './print-readings'

// A reader as the analyser answers: 唱 left unread, the others read.
const readings: Record<string, string> = {
  アイドル: 'あいどる',
  唱: '唱',
  紅蓮華: 'ぐれんはな',
  'God knows...': '',
  深海少女: 'ふかうみしょうじょ',
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
  花と花: [
    { word: '花', reading: 'はな', others: ['か', 'け'] },
    { word: '花', reading: 'はな', others: ['か', 'け'] },
  ],
}
const wordsOf = (text: string) => words[text] ?? []
const song = (title: string) => ({ title, artist: 'x' })

describe('readingsToCheck', () => {
  it('puts a kanji left unread first, then a word read other ways, then the rest the analyser read, then kana and Latin', async () => {
    const checked = await readingsToCheck(
      ['アイドル', '紅蓮華', 'God knows...', '唱', '深海少女', '夜に駆ける'].map(song),
      read,
      wordsOf,
    )
    expect(checked.map((c) => [c.song.title, c.reading, c.doubt])).toEqual([
      ['唱', '唱', 'unread'],
      ['深海少女', 'ふかうみしょうじょ', 'other-readings'],
      ['紅蓮華', 'ぐれんはな', 'analysed'],
      ['夜に駆ける', 'よるにかける', 'analysed'],
      ['アイドル', 'あいどる', 'as-written'],
      ['God knows...', '', 'as-written'],
    ])
  })

  it('keeps only the words that have other readings, each once', async () => {
    const checked = await readingsToCheck([song('深海少女'), song('花と花')], read, wordsOf)
    expect(checked.map((c) => c.others)).toEqual([
      [{ word: '深海', reading: 'ふかうみ', others: ['ふかみ', 'しんかい'] }],
      [{ word: '花', reading: 'はな', others: ['か', 'け'] }],
    ])
  })
})

describe('printReadings', () => {
  it(
    "prints the analyser's reading of each title, with the dictionary's other readings of its words",
    async () => {
      const log = vi.spyOn(console, 'log').mockImplementation(() => undefined)
      await printReadings(['アイドル', '深海少女', '唱'].map(song), 'songs.json')
      const lines = log.mock.calls.map((call) => String(call[0]))
      log.mockRestore()
      expect(lines.slice(1, 4)).toEqual([
        '  唱 / x: 唱 (a kanji left unread: wrong)',
        '  深海少女 / x: ふかうみしょうじょ (the dictionary also reads 深海 as ふかみ or しんかい: check it)',
        '  アイドル / x: あいどる',
      ])
    },
    slowTest.timeout,
  )
})
