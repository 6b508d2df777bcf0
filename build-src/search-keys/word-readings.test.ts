import { beforeAll, describe, expect, it } from 'vitest'

import { slowTest } from '#tests/patience.ts'

import { createWordReader, type WordReadings } from './word-readings.ts'

let wordsOf: (text: string) => WordReadings[]

// The dictionary load takes about a second idle, far more on a busy CI machine.
beforeAll(async () => {
  wordsOf = await createWordReader()
}, slowTest.timeout)

describe('createWordReader', () => {
  it("gives each kanji word the analyser's reading and the dictionary's others", () => {
    const [sea, girl] = wordsOf('深海少女')
    expect(sea?.word).toBe('深海')
    expect(sea?.reading).toBe('ふかうみ')
    expect(sea?.others).toEqual(expect.arrayContaining(['しんかい', 'ふかみ']))
    expect(sea?.others).not.toContain('ふかうみ')
    expect(girl).toEqual({ word: '少女', reading: 'しょうじょ', others: [] })
  })

  it('reads a name the way the analyser does, with the word reading beside it', () => {
    expect(wordsOf('星野源').find((w) => w.word === '源')).toEqual({
      word: '源',
      reading: 'はじめ',
      others: expect.arrayContaining(['げん']),
    })
  })

  it('leaves out kana words and kanji the dictionary does not know', () => {
    expect(wordsOf('アイドル')).toEqual([])
    expect(wordsOf('唱')).toEqual([])
    expect(wordsOf('夜に駆ける').map((w) => w.word)).toEqual(['夜', '駆ける'])
  })
})
