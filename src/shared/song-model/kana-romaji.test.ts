import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hepburnOf } from '../../../build/search/hepburn'
import { romajiOfReading } from './kana-romaji'
import { foldRomaji } from './romaji-fold'

// What the build ships as a reading's romaji.
const built = (reading: string) => foldRomaji(hepburnOf(reading))

const kana = Array.from({ length: 0x3096 - 0x3041 + 1 }, (_, i) => String.fromCharCode(0x3041 + i))
const fullSize = [
  ...'あいうえおかがきぎくぐけげこごさざしじすずせぜそぞただちぢつづてでとどなにぬねのはばぱひびぴふぶぷへべぺ',
  ...'ほぼぽまみむめもやゆよらりるれろわをんゔ',
]

describe('romajiOfReading', () => {
  it.each([
    ['よるにかける', 'yorunikakeru'],
    ['せんぼんざくら', 'senbonzakura'],
    ['とうきょう', 'tokyo'],
    ['まっちゃ', 'mattya'],
    ['らーめん', 'ramen'],
    ['きみのなは', 'kiminonawa'],
    ['しんぶん', 'sinbun'],
    ['うた447', 'uta447'],
  ])('gives %s as %s', (reading, romaji) => {
    expect(romajiOfReading(reading)).toBe(romaji)
    expect(built(reading)).toBe(romaji)
  })

  it('spells every kana, and every two kana, as the build does', () => {
    const texts = [...kana, 'ー'].flatMap((a) => [a, ...[...kana, 'ー'].map((b) => a + b)])
    const differing = texts.filter((text) => romajiOfReading(text) !== built(text))
    expect(differing).toEqual([])
  })

  it('spells readings of any length as the build does', () => {
    // A sound: an optional っ, a kana, an optional small kana, an optional ー, digit or letter.
    const sound = fc
      .tuple(
        fc.constantFrom('', '', 'っ'),
        fc.constantFrom(...fullSize),
        fc.constantFrom('', '', '', 'ゃ', 'ゅ', 'ょ', 'ぁ', 'ぃ', 'ぅ', 'ぇ', 'ぉ'),
        fc.constantFrom('', '', '', 'ー', '1', 'a'),
      )
      // ー after ん is spelt otherwise: such a reading's romaji is shipped.
      .filter(([, first, , after]) => !(first === 'ん' && after === 'ー'))
      .map((parts) => parts.join(''))
    fc.assert(
      fc.property(fc.array(sound, { minLength: 1, maxLength: 8 }), (sounds) => {
        const reading = sounds.join('')
        expect(romajiOfReading(reading), reading).toBe(built(reading))
      }),
      { numRuns: 1000 },
    )
  })

  it('leaves out what is neither kana nor a Latin letter or digit', () => {
    expect(romajiOfReading('ー★うた')).toBe('uta')
  })
})
