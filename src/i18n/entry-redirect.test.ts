import { describe, expect, it } from 'vitest'

import { entryRedirectTarget } from './entry-redirect.ts'

const zhBrowser = { cookie: '', languages: ['zh-TW'] }

describe('entryRedirectTarget', () => {
  it('sends a Chinese visitor from an unprefixed page to its /zh form, keeping search and hash', () => {
    expect(
      entryRedirectTarget({ pathname: '/about', search: '?x=1', hash: '#top' }, zhBrowser),
    ).toBe('/zh/about?x=1#top')
    expect(entryRedirectTarget({ pathname: '/', search: '', hash: '' }, zhBrowser)).toBe('/zh/')
  })

  it('obeys an explicit prefix and the cookie', () => {
    expect(entryRedirectTarget({ pathname: '/ja/about', search: '', hash: '' }, zhBrowser)).toBe(
      null,
    )
    const withCookie = { cookie: 'nf_lang=ja', languages: ['zh-TW'] }
    expect(entryRedirectTarget({ pathname: '/about', search: '', hash: '' }, withCookie)).toBe(null)
  })

  it('leaves unknown paths to the 404 page', () => {
    expect(entryRedirectTarget({ pathname: '/nope', search: '', hash: '' }, zhBrowser)).toBe(null)
  })
})
