import { describe, expect, it } from 'vitest'
import { isLocale, localeTag, locales } from './locales'

describe('locales', () => {
  it('has the two records with their tags and display names', () => {
    expect(locales.map((l) => [l.code, l.tag, l.displayName])).toEqual([
      ['ja', 'ja', 'JAPANESE'],
      ['zh', 'zh-Hant', '繁中'],
    ])
    expect(localeTag('zh')).toBe('zh-Hant')
  })

  it('guards locale codes', () => {
    expect(isLocale('ja')).toBe(true)
    expect(isLocale('zh')).toBe(true)
    for (const value of ['jp', 'zh-Hant', 'ZH', '', undefined, null, 1, {}]) {
      expect(isLocale(value)).toBe(false)
    }
  })
})
