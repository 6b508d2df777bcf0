import { describe, expect, it } from 'vitest'

import { gojuonKey } from './gojuon-key.ts'
import { hepburnPieces } from './readable-romaji.ts'

describe('gojuonKey', () => {
  it('reads voiced kana as plain, small kana as large and ー as the vowel before it', () => {
    expect(gojuonKey('がーねっと')).toBe('かあねつと')
    expect(gojuonKey('ぱぴぷぺぽゔ')).toBe('はひふへほう')
    expect(gojuonKey('きゃりーぱみゅ')).toBe('きやりいはみゆ')
    expect(gojuonKey('らんー')).toBe('らんー')
  })

  it('orders in gojūon order by code point, where the plain reading would not', () => {
    const readings = ['かくれんぼ', 'がーねっと', 'ぐれんげ', 'くらくら']
    const byKey = [...readings].sort((a, b) => (gojuonKey(a) < gojuonKey(b) ? -1 : 1))
    expect(byKey).toEqual(['がーねっと', 'かくれんぼ', 'くらくら', 'ぐれんげ'])
    expect([...readings].sort()).not.toEqual(byKey)
  })

  it('lengthens every hiragana with the vowel its Hepburn reading ends in, and nothing else', () => {
    for (let code = 0x3041; code <= 0x3096; code++) {
      // The kana as the key reads it (が as か, っ as つ), then as Hepburn spells that.
      const plain = gojuonKey(String.fromCharCode(code))
      const vowel = 'aiueo'.indexOf(hepburnPieces(plain).join('').slice(-1))
      const long = vowel >= 0 ? 'あいうえお'.charAt(vowel) : 'ー'
      expect(gojuonKey(`${String.fromCharCode(code)}ー`), plain).toBe(plain + long)
    }
    expect(gojuonKey('ー')).toBe('ー')
    expect(gojuonKey('aー')).toBe('aー')
  })
})
