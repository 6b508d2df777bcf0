import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { hepburnOf, romajiPieces } from './hepburn.ts'
import { pinyinSyllables } from './pinyin.ts'

// Text as syllables: every kana that stands alone (and Latin, a digit, a space), after
// nothing, っ or ん (alone or with a mark that gives nothing), before nothing, a small kana, ー,
// an iteration mark or ・ー.
const standAlone = [
  ...Array.from({ length: 0x3096 - 0x3041 + 1 }, (_, i) => String.fromCodePoint(0x3041 + i)),
  ...Array.from({ length: 0x30fa - 0x30a1 + 1 }, (_, i) => String.fromCodePoint(0x30a1 + i)),
  ...'ab1 ',
].filter((ch) => !/[っッんンぁぃぅぇぉゃゅょゎゕゖァィゥェォャュョヮヵヶ]/u.test(ch))
const syllable = fc
  .tuple(
    fc.constantFrom('', 'っ', 'ッ', 'ん', 'ン', 'ッー', 'んゝ'),
    fc.constantFrom(...standAlone),
    fc.constantFrom('', 'ゃ', 'ァ', 'ヵ', 'ー', 'ゝ', 'ヾ', '・ー'),
  )
  .map((parts) => parts.join(''))

describe('hepburnOf', () => {
  it.each([
    ['よるにかける', 'yorunikakeru'],
    ['ふじさん', 'fujisan'],
    ['しちつ', 'shichitsu'],
    ['ちぢむ つづく', 'chijimu tsuzuku'],
    ['しゃしゅしょ ぎゅう', 'shashusho gyuu'],
    ['ヨルシカ', 'yorushika'],
  ])('spells %s in Hepburn', (kana, romaji) => {
    expect(hepburnOf(kana)).toBe(romaji)
  })

  it('writes long vowels without macrons, as typed on a keyboard', () => {
    expect(hepburnOf('とうきょう')).toBe('toukyou')
    expect(hepburnOf('おおさか')).toBe('oosaka')
  })

  it('spells ー as the vowel before it, after hiragana as after katakana', () => {
    expect(hepburnOf('らーめん')).toBe('raamen')
    expect(hepburnOf('ラーメン')).toBe('raamen')
    expect(hepburnOf('まりーごーるど')).toBe('mariigoorudo')
  })

  it('doubles the consonant after っ, and drops a final っ', () => {
    expect(hepburnOf('がっこう')).toBe('gakkou')
    expect(hepburnOf('まっちゃ')).toBe('matcha')
    expect(hepburnOf('うっせぇわ')).toBe('usseewa')
    expect(hepburnOf('あっ')).toBe('a')
  })

  it('marks ん before a vowel or y with an apostrophe, and keeps n before consonants', () => {
    expect(hepburnOf('きんえん')).toBe("kin'en")
    expect(hepburnOf('しんや')).toBe("shin'ya")
    expect(hepburnOf('ぐんま')).toBe('gunma')
  })

  it('spells loanword kana the way the word is written', () => {
    expect(hepburnOf('さでぃすてぃっく')).toBe('sadisutikku')
    expect(hepburnOf('ふぃるむ')).toBe('firumu')
    expect(hepburnOf('ヴァイオリン')).toBe('vaiorin')
    expect(hepburnOf('うぃんたー')).toBe('wintaa')
    expect(hepburnOf('ふぁっふぃー')).toBe('faffii')
  })

  it('reads small kana and iteration marks', () => {
    expect(hepburnOf('ぁぃぅぇぉ')).toBe('aiueo')
    expect(hepburnOf('ゎヵヶ')).toBe('wakake')
    expect(hepburnOf('すゝめ')).toBe('susume')
    expect(hepburnOf('いすゞ')).toBe('isuzu')
    expect(hepburnOf('ゝ')).toBe('ゝ')
  })

  it('passes Latin letters and digits through, lowercased', () => {
    expect(hepburnOf('みきとP')).toBe('mikitop')
    expect(hepburnOf('うちあげはなび DAOKO')).toBe('uchiagehanabi daoko')
    expect(hepburnOf('3がつ9か')).toBe('3gatsu9ka')
    expect(hepburnOf('Ｌｅｍｏｎ１')).toBe('lemon1')
  })
})

describe('long texts', () => {
  it('reads a 10,000-character title of kana and kanji without overflowing the stack', () => {
    const title = '夜に駆けるマリーゴールドっ'.repeat(770)
    expect(hepburnOf(title)).toMatch(/^夜ni駆kerumariigoorudo夜ni/)
    expect(pinyinSyllables(title)).toHaveLength(2 * 770)
  })

  it('cuts a text into pieces whose romaji is the whole text’s', () => {
    fc.assert(
      fc.property(
        fc.array(syllable, { maxLength: 30 }).map((parts) => parts.join('')),
        // Every syllable is at most 5 characters: a window of 5 always holds a place to cut.
        fc.integer({ min: 5, max: 10 }),
        (text, most) => {
          const pieces = romajiPieces(text, most)
          expect(pieces.join('')).toBe(text)
          expect(pieces.every((piece) => [...piece].length <= most)).toBe(true)
          expect(pieces.map(hepburnOf).join('')).toBe(hepburnOf(text))
        },
      ),
      { numRuns: 2000 },
    )
  })

  it('keeps pieces bounded where there is no place to cut', () => {
    expect(romajiPieces('ッ'.repeat(1200), 500).map((piece) => piece.length)).toEqual([
      500, 500, 200,
    ])
  })
})
