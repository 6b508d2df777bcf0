import { describe, expect, it } from 'vitest'

import { localeOfMatches, localeOfParams, parseLocaleParams } from './locale-param.ts'

describe('the {-$locale} parameter', () => {
  it('accepts a known prefix or none, and refuses any other so the route does not match', () => {
    expect(parseLocaleParams({ locale: 'zh' })).toEqual({ locale: 'zh' })
    expect(parseLocaleParams({ locale: 'ja' })).toEqual({ locale: 'ja' })
    expect(parseLocaleParams({})).toEqual({ locale: undefined })
    for (const locale of ['fr', 'jp', 'zh-Hant', 'ZH', '']) {
      expect(parseLocaleParams({ locale })).toBe(false)
    }
  })

  it('gives the page its locale: the prefix, else the default', () => {
    expect(localeOfParams({ locale: 'zh' })).toBe('zh')
    expect(localeOfParams({})).toBe('ja')
    expect(localeOfMatches([{ context: {} }, { context: { locale: 'zh' } }])).toBe('zh')
    expect(localeOfMatches([{ context: {} }])).toBe('ja')
    expect(localeOfMatches([])).toBe('ja')
  })
})
