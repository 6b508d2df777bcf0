import { describe, expect, it } from 'vitest'
import { hepburnOf } from './hepburn'

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
