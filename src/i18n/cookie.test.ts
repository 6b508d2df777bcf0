// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'

import { localeCookie, rememberLocale } from './cookie.ts'

describe('localeCookie', () => {
  it('lasts 365 days on the whole site, SameSite=Lax, without Secure over http', () => {
    const cookie = localeCookie('zh', 'http:')
    expect(cookie.split('; ')).toEqual([
      'nf_lang=zh',
      `Max-Age=${365 * 86400}`,
      'Path=/',
      'SameSite=Lax',
    ])
  })

  it('adds Secure over https', () => {
    expect(localeCookie('ja', 'https:').split('; ')).toContain('Secure')
  })

  it('is readable by the page after being written', () => {
    rememberLocale('zh')
    expect(document.cookie).toContain('nf_lang=zh')
  })
})
