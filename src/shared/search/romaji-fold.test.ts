import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { foldRomaji } from './romaji-fold.ts'

describe('foldRomaji', () => {
  it.each([
    ['Hepburn and Kunrei', ['shi', 'si'], ['chi', 'ti'], ['tsu', 'tu'], ['fu', 'hu']],
    ['ji, zi and di', ['ji', 'zi', 'di']],
    ['contracted sounds', ['sha', 'sya'], ['cho', 'tyo'], ['ja', 'jya', 'zya']],
    ['long o', ['tōkyō', 'toukyou', 'tookyoo', 'tokyo', 'tohkyoh', 'TOKYO']],
    ['long u', ['yuusha', 'yūsha', 'yusha', 'yusya']],
    ['n before b, m and p', ['shimbun', 'shinbun'], ['sempai', 'senpai']],
    ['ん before a vowel or n', ["kon'nichiwa", 'konnichiwa', 'konichiwa']],
    [
      'the particles は, へ and を',
      ['kiminonaha', 'kimi no na wa'],
      ['mirai he', 'mirai e'],
      ['ai wo', 'ai o'],
    ],
    ['っ before ch', ['matcha', 'maccha', 'mattya'], ['matchi', 'macchi', 'matti']],
    ['spaces, hyphens and case', ['Yoru ni Kakeru', 'yorunikakeru', 'yoru-ni-kakeru']],
  ] as [string, ...string[][]][])('folds %s together', (_, ...groups) => {
    for (const group of groups) {
      const folded = group.map(foldRomaji)
      expect(new Set(folded), group.join(' / ')).toHaveProperty('size', 1)
    }
  })

  it('keeps apart what sounds different: voicing, vowels, consonants', () => {
    const pairs = [
      ['sakura', 'zakura'],
      ['kakeru', 'kaeru'],
      ['ka', 'ga'],
      ['hana', 'bana'],
      ['yoru', 'yuru'],
      ['tsu', 'su'],
      ['chi', 'shi'],
      ['kitto', 'kito'],
      ['zzz', 'z'],
    ]
    for (const [a, b] of pairs) expect(foldRomaji(a!), `${a} / ${b}`).not.toBe(foldRomaji(b!))
  })

  it('is idempotent for any text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.stringMatching(/^[a-zōūāh' -]{0,24}$/),
          fc
            .array(
              fc.constantFrom(
                'sh',
                'ch',
                'ts',
                'ou',
                'oh',
                'uu',
                'nn',
                'm',
                'b',
                'wo',
                'ha',
                'he',
                'j',
                'y',
                'a',
                'o',
                'u',
              ),
              { maxLength: 12 },
            )
            .map((parts) => parts.join('')),
        ),
        (text) => {
          const once = foldRomaji(text)
          expect(foldRomaji(once)).toBe(once)
          expect(once).toMatch(/^[a-z0-9]*$/)
        },
      ),
    )
  })
})
