// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'

import {
  holdsMarkupFor,
  PRERENDERED_HEAD_ATTR,
  PRERENDERED_PATH_ATTR,
  removePrerenderedHead,
} from './prerendered-markup.ts'

function root(path: string | null, html = '<div>page</div>') {
  const el = document.createElement('div')
  if (path !== null) el.setAttribute(PRERENDERED_PATH_ATTR, path)
  el.innerHTML = html
  return el
}

describe('holdsMarkupFor', () => {
  it('accepts the same path, with or without a trailing slash', () => {
    expect(holdsMarkupFor(root('/about'), { pathname: '/about', search: '' })).toBe(true)
    expect(holdsMarkupFor(root('/zh/'), { pathname: '/zh', search: '' })).toBe(true)
    expect(holdsMarkupFor(root('/zh'), { pathname: '/zh/', search: '' })).toBe(true)
    expect(holdsMarkupFor(root('/'), { pathname: '/', search: '' })).toBe(true)
  })

  it("accepts a song's address in Japanese as the browser encodes it", () => {
    const path = '/songs/夜に駆ける'
    expect(holdsMarkupFor(root(path), { pathname: encodeURI(path), search: '' })).toBe(true)
    expect(holdsMarkupFor(root(path), { pathname: '/songs/%E5%A4', search: '' })).toBe(false)
  })

  it('refuses another path (the 404 page served for an unknown URL)', () => {
    expect(holdsMarkupFor(root('/404'), { pathname: '/nope', search: '' })).toBe(false)
    expect(holdsMarkupFor(root('/about'), { pathname: '/zh/about', search: '' })).toBe(false)
  })

  it('refuses a URL with search params, which may render differently', () => {
    expect(holdsMarkupFor(root('/songlist'), { pathname: '/songlist', search: '?q=a' })).toBe(false)
  })

  it('refuses an empty root or one without the marker (dev server)', () => {
    expect(holdsMarkupFor(root('/about', ''), { pathname: '/about', search: '' })).toBe(false)
    expect(holdsMarkupFor(root(null), { pathname: '/about', search: '' })).toBe(false)
  })
})

describe('removePrerenderedHead', () => {
  it('removes only the tags the prerender wrote', () => {
    document.head.innerHTML = `<meta charset="utf-8"><title ${PRERENDERED_HEAD_ATTR}="">old</title><link rel="icon" href="/favicon.svg"><meta ${PRERENDERED_HEAD_ATTR}="" name="description" content="old">`
    removePrerenderedHead(document)
    expect(document.title).toBe('')
    expect([...document.head.children].map((e) => e.tagName)).toEqual(['META', 'LINK'])
  })
})
