import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'

import { encodeOtherReadings, otherReadingMatch } from './other-readings.ts'
import * as romaji from './readable-romaji.ts'
import { searchableText } from './search-aids.ts'
import { foldForSearch } from './search-fold.ts'
import { compileQuery } from './search-match.ts'

vi.mock(import('./readable-romaji.ts'), async (original) => {
  const actual = await original()
  return { ...actual, hepburnPieces: vi.fn(actual.hepburnPieces) }
})

/** A text that ships `reading`, with `others` as the build writes them. */
function withOthers(reading: string, others: string[]) {
  const texts = new Map([[foldForSearch('深海少女'), { reading, romaji: '', pinyin: '' }]])
  const field = searchableText('深海少女', { forms: new Map(), texts, aliases: new Map() })
  const table = { [foldForSearch('深海少女')]: encodeOtherReadings(reading, others) }
  return { field, table }
}

describe('the other readings, as the table holds them', () => {
  it('are written against the shipped reading, in fewer characters', () => {
    expect(encodeOtherReadings('ふかうみしょうじょ', ['しんかいしょうじょ'])).toBe('0,5,しんかい')
    expect(encodeOtherReadings('', ['こころし'])).toBe('0,0,こころし')
  })

  it('are found whole, by kana and by romaji', () => {
    const { field, table } = withOthers('ふかうみしょうじょ', [
      'しんかいしょうじょ',
      'ふかみしょうじょ',
    ])
    expect(otherReadingMatch(field, compileQuery('しんかいしょうじょ')!, table)).toBe(
      'しんかいしょうじょ',
    )
    expect(otherReadingMatch(field, compileQuery('fukami shoujo')!, table)).toBe('ふかみしょうじょ')
    expect(otherReadingMatch(field, compileQuery('ふかうみ')!, table)).toBeNull()
  })

  it('come back as written, whatever they share with the shipped reading', () => {
    const kana = fc.stringMatching(/^[ぁ-ゖー]{0,12}$/)
    const word = fc.stringMatching(/^[ぁ-ゖ][ぁ-ゖー]{0,11}$/)
    fc.assert(
      fc.property(kana, fc.array(word, { minLength: 1, maxLength: 4 }), (reading, others) => {
        const { field, table } = withOthers(reading, others)
        for (const other of others)
          expect(otherReadingMatch(field, compileQuery(other)!, table)).toContain(other)
      }),
    )
  })

  it('spell the readings in romaji only for a latin query', () => {
    const { field, table } = withOthers('ふかうみしょうじょ', ['しんかいしょうじょ'])
    const [kana, latin] = [compileQuery('しんかい')!, compileQuery('shinkai')!]
    vi.mocked(romaji.hepburnPieces).mockClear()
    expect(otherReadingMatch(field, kana, table)).toBe('しんかいしょうじょ')
    expect(romaji.hepburnPieces).not.toHaveBeenCalled()
    expect(otherReadingMatch(field, latin, table)).toBe('しんかいしょうじょ')
    expect(romaji.hepburnPieces).toHaveBeenCalledWith('しんかいしょうじょ')
  })
})
