import { describe, expect, it } from 'vitest'

import { defaultLocale, isLocale, locales, localeTag } from './locales.ts'

describe('locales', () => {
  it('has the two records with their tags, display names and Open Graph locales', () => {
    expect(locales.map((l) => [l.code, l.tag, l.displayName, l.ogLocale])).toEqual([
      ['ja', 'ja', 'JAPANESE', 'ja_JP'],
      ['zh', 'zh-Hant', '繁中', 'zh_TW'],
    ])
    expect(localeTag('zh')).toBe('zh-Hant')
    expect(defaultLocale).toBe('ja')
  })

  it('guards locale codes', () => {
    expect(isLocale('ja')).toBe(true)
    expect(isLocale('zh')).toBe(true)
    for (const value of ['jp', 'zh-Hant', 'ZH', '', undefined, null, 1, {}]) {
      expect(isLocale(value)).toBe(false)
    }
  })
})
