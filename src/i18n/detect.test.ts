import { describe, expect, it } from 'vitest'

import { detectLocale, readLocaleCookie } from './detect.ts'

describe('detectLocale', () => {
  it('lets the nf_lang cookie beat the browser languages', () => {
    expect(detectLocale({ cookie: 'nf_lang=ja', languages: ['zh-TW'] })).toBe('ja')
    expect(detectLocale({ cookie: 'a=1; nf_lang=zh; b=2', languages: ['ja-JP'] })).toBe('zh')
  })

  it('ignores a cookie with an unknown value', () => {
    expect(detectLocale({ cookie: 'nf_lang=fr', languages: ['zh-TW'] })).toBe('zh')
    expect(detectLocale({ cookie: 'nf_lang=zh-TW', languages: [] })).toBe('ja')
    expect(detectLocale({ cookie: 'nf_lang=', languages: [] })).toBe('ja')
  })

  it.each(['zh-TW', 'zh-HK', 'zh-CN', 'zh', 'zh-Hant-TW'])('maps %s to zh', (tag) => {
    expect(detectLocale({ cookie: '', languages: [tag] })).toBe('zh')
  })

  it('takes the first ja* or zh* entry and skips others', () => {
    expect(detectLocale({ cookie: '', languages: ['en-US', 'ja'] })).toBe('ja')
    expect(detectLocale({ cookie: '', languages: ['en-US', 'zh-TW', 'ja'] })).toBe('zh')
    expect(detectLocale({ cookie: '', languages: ['en-US', 'fr'] })).toBe('ja')
  })

  it('falls back to ja for an empty list', () => {
    expect(detectLocale({ cookie: '', languages: [] })).toBe('ja')
  })
})

describe('readLocaleCookie', () => {
  it('reads only the nf_lang cookie', () => {
    expect(readLocaleCookie('xnf_lang=zh')).toBeUndefined()
    expect(readLocaleCookie(' nf_lang = zh ')).toBe('zh')
  })
})
