import { beforeAll, describe, expect, it } from 'vitest'

import { slowTest } from '#tests/patience.ts'

import { createOtherReader, otherReadingsLimit } from './other-readings.ts'

let othersOf: (text: string, reading: string) => string[]

// The dictionary load takes about a second idle, far more on a busy CI machine.
beforeAll(async () => {
  othersOf = await createOtherReader()
}, slowTest.timeout)

describe('createOtherReader', () => {
  it("reads a word as the dictionary also reads it, beside the analyser's reading", () => {
    expect(othersOf('深海少女', 'ふかうみしょうじょ')).toContain('しんかいしょうじょ')
    expect(othersOf('星野源', 'ほしのはじめ')).toContain('ほしのげん')
  })

  it('reads a kanji the analyser left unread as the dictionary reads it alone', () => {
    // 唱 alone is unknown; 唱える and 唱う are entries.
    expect(othersOf('初音ミクの激唱', 'はつねみくのげき唱')).toContain('はつねみくのげきとな')
  })

  it('leaves a kanji no entry reads out, so the rest of the text is found', () => {
    // No entry of IPADIC holds 做: こころ finds 心做し all the same.
    expect(othersOf('心做し', 'こころ做し')).toEqual(['こころし'])
  })

  it('gives the n-best analyses, another split of the text into words', () => {
    expect(othersOf('天ノ弱', 'てんのじゃく')).toContain('あめのじゃく')
  })

  it('gives at most four, none the shipped reading, none with a kanji, each once', () => {
    for (const [text, reading] of [
      ['深海少女', 'ふかうみしょうじょ'],
      ['星野源', 'ほしのはじめ'],
      ['残響散歌', 'ざんきょうちうた'],
      ['心做し', 'こころ做し'],
      ['中島美嘉', 'なかじまよしよしみ'],
    ] as const) {
      const others = othersOf(text, reading)
      expect(others.length, text).toBeLessThanOrEqual(otherReadingsLimit)
      expect(others, text).not.toContain(reading)
      expect(
        others.filter((o) => /\p{sc=Han}/u.test(o)),
        text,
      ).toEqual([])
      expect(new Set(others).size, text).toBe(others.length)
    }
  })

  it('gives none for a text of kana or Latin letters, which is read as written', () => {
    expect(othersOf('アイドル', 'あいどる')).toEqual([])
    expect(othersOf('Lemon', '')).toEqual([])
  })

  it('measures each lever alone', async () => {
    const wordsOnly = await createOtherReader({ unreadKanji: false, nBest: false })
    const kanjiOnly = await createOtherReader({ words: false, nBest: false })
    expect(wordsOnly('深海少女', 'ふかうみしょうじょ')).toContain('しんかいしょうじょ')
    expect(wordsOnly('心做し', 'こころ做し')).toEqual([])
    expect(kanjiOnly('深海少女', 'ふかうみしょうじょ')).toEqual([])
    expect(kanjiOnly('初音ミクの激唱', 'はつねみくのげき唱')).toContain('はつねみくのげきとな')
  })
})
