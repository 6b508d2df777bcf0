import { describe, expect, it } from 'vitest'

import { parsePlainSearch, stringifyPlainSearch } from './plain-search.ts'

describe('plain search params', () => {
  it('reads every value as the text in the URL', () => {
    expect(parsePlainSearch('?q=123&singer=true&date=2025-03-09&x=null')).toEqual({
      q: '123',
      singer: 'true',
      date: '2025-03-09',
      x: 'null',
    })
    expect(parsePlainSearch('q=%22123%22')).toEqual({ q: '"123"' })
    expect(parsePlainSearch('')).toEqual({})
  })

  it('gives a repeated key as a list, which a validator can reject', () => {
    expect(parsePlainSearch('?q=a&q=b&q=c')).toEqual({ q: ['a', 'b', 'c'] })
  })

  it('writes strings as typed, numbers and booleans as text, and round-trips', () => {
    expect(stringifyPlainSearch({ q: '123', singer: 'true', view: 'songs' })).toBe(
      '?q=123&singer=true&view=songs',
    )
    expect(stringifyPlainSearch({ q: 'よる 夜', empty: undefined })).toBe(
      '?q=%E3%82%88%E3%82%8B+%E5%A4%9C',
    )
    expect(stringifyPlainSearch({})).toBe('')
    const search = { q: '"quoted" & 1+1', singer: '{}' }
    expect(parsePlainSearch(stringifyPlainSearch(search))).toEqual(search)
  })
})
