import { describe, expect, it } from 'vitest'

import {
  isOtherBuildsPages,
  isPrecachedPage,
  offlinePageUrl,
  pageBuildId,
  pagesCacheName,
  precachedPageFile,
} from './kept-pages.ts'

describe("the worker's kept pages", () => {
  it('keeps each build’s pages in a cache of its own and drops only other builds’', () => {
    expect(pagesCacheName('abc')).toBe('pages-abc')
    expect(isOtherBuildsPages('pages-old', 'abc')).toBe(true)
    expect(isOtherBuildsPages('pages-abc', 'abc')).toBe(false)
    expect(isOtherBuildsPages('workbox-precache-v2-http://x/', 'abc')).toBe(false)
  })

  it('reads the build id a page was made by', () => {
    const html = '<head><meta name="build-id" content="0123456789abcdef" />\n</head>'
    expect(pageBuildId(html)).toBe('0123456789abcdef')
    expect(pageBuildId('<head></head>')).toBeNull()
  })

  it('finds the precached file of a fixed page, with or without a trailing slash or a base', () => {
    expect(precachedPageFile('/', '/')).toBe('index.html')
    expect(precachedPageFile('/songlist', '/')).toBe('songlist/index.html')
    expect(precachedPageFile('/zh/songlist/', '/')).toBe('zh/songlist/index.html')
    expect(precachedPageFile('/fans/zh/mylist', '/fans/')).toBe('zh/mylist/index.html')
    expect(precachedPageFile('/other/page', '/fans/')).toBeNull()
  })

  it("answers the default language's prefixed form with the unprefixed page, kept once", () => {
    expect(precachedPageFile('/ja/songlist', '/')).toBe('songlist/index.html')
    expect(precachedPageFile('/ja', '/')).toBe('index.html')
    expect(precachedPageFile('/japan', '/')).toBe('japan/index.html')
    expect(isPrecachedPage('ja/songlist/index.html')).toBe(false)
    expect(isPrecachedPage('songlist/index.html')).toBe(true)
    expect(isPrecachedPage('zh/songlist/index.html')).toBe(true)
  })

  it('sends a page never kept to the offline page in its language, naming it', () => {
    const at = (path: string) => new URL(path, 'https://fans.example')
    expect(offlinePageUrl(at('/songs/lemon'), '/')).toBe('/offline?from=%2Fsongs%2Flemon')
    expect(offlinePageUrl(at('/zh/songs/lemon?t=1'), '/')).toBe(
      '/zh/offline?from=%2Fzh%2Fsongs%2Flemon%3Ft%3D1',
    )
    expect(offlinePageUrl(at('/ja/streams/2024-01-01'), '/')).toBe(
      '/ja/offline?from=%2Fja%2Fstreams%2F2024-01-01',
    )
    // A folder named like no language is a page of the default one.
    expect(offlinePageUrl(at('/zhx/songs'), '/')).toBe('/offline?from=%2Fzhx%2Fsongs')
    expect(offlinePageUrl(at('/fans/zh/songs/x'), '/fans/')).toBe(
      '/fans/zh/offline?from=%2Ffans%2Fzh%2Fsongs%2Fx',
    )
  })

  it('never sends the offline page to itself', () => {
    const at = (path: string) => new URL(path, 'https://fans.example')
    expect(offlinePageUrl(at('/offline'), '/')).toBeNull()
    expect(offlinePageUrl(at('/zh/offline/'), '/')).toBeNull()
  })
})
