import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { APIRequestContext, APIResponse } from '@playwright/test'

import {
  htmlFilesIn,
  inlineScripts,
  inlineStyles,
  scriptHashSource,
} from '#build-src/prerender/csp.ts'
import {
  cardsWithinBudget,
  firstPerformanceBudget,
} from '#src/features/songs/list/results/progressive-list.ts'
import { contentStreams } from '#tests/support/content-streams.ts'
import { contentOrigin } from '#tests/support/content-under-test.ts'
import { distDir } from '#tests/support/serve-dist.ts'

import { expect, test } from './fixtures.ts'
import { pageUrls } from './page-expectations.ts'

// Requests as a crawler or curl makes them: no JavaScript, no redirects followed.
const get = (request: APIRequestContext, url: string, headers: Record<string, string> = {}) =>
  request.get(url, { maxRedirects: 0, headers: { 'Accept-Language': 'ja', ...headers } })

const unescapeHtml = (s: string) =>
  s
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

async function html(response: APIResponse) {
  expect(response.headers()['content-type']).toBe('text/html; charset=utf-8')
  return unescapeHtml(await response.text())
}

// The build's site origin: VITE_SITE_ORIGIN, else the content's (src/shared/seo/site-origin.ts).
const origin = process.env.VITE_SITE_ORIGIN?.replace(/\/+$/, '') || contentOrigin
const canonicalOf = (url: string) =>
  url.startsWith('/ja') ? url.slice(3) || '/' : url === '/zh' ? '/zh/' : url

for (const { url, heading, lang, title, description } of pageUrls) {
  test(`${url} answers 200 with its content and head in the raw HTML`, async ({ request }) => {
    const response = await get(request, url)
    expect(response.status()).toBe(200)
    const text = await html(response)
    expect(text).toContain(`<html lang="${lang}"`)
    expect(text).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`))
    expect(text.match(/<title/g)).toHaveLength(1)
    expect(text).toMatch(
      new RegExp(`<head>[\\s\\S]*<title[^>]*>${title} \\| [^<]+</title>[\\s\\S]*</head>`),
    )
    expect(/<meta [^>]*name="description" content="([^"]*)"/.exec(text)?.[1]).toBe(description)
    expect(text).toMatch(
      new RegExp(`<link [^>]*rel="canonical" href="${origin}${canonicalOf(url)}"/>`),
    )
    const page = canonicalOf(url).replace(/^\/zh\/?/, '/')
    for (const [hreflang, href] of [
      ['ja', page],
      ['zh-Hant', page === '/' ? '/zh/' : `/zh${page}`],
      ['x-default', page],
    ]) {
      expect(text).toContain(`rel="alternate" hrefLang="${hreflang}" href="${origin}${href}"`)
    }
    for (const property of ['og:title', 'og:description', 'og:url', 'og:image', 'og:locale']) {
      expect(text).toContain(`property="${property}"`)
    }
    // The home page shares its own card; the other fixed pages the content folder's image.
    const image = page === '/' ? '/cards/home.png' : '/og-image.png'
    expect(text).toContain(`property="og:image" content="${origin}${image}"`)
    expect(text).toContain('name="twitter:card" content="summary_large_image"')
  })
}

test('the song list is in the raw HTML of /songlist and /zh/songlist', async ({ request }) => {
  // The first render, newest first, up to its budget of performances: the whole list unless the
  // archive is long.
  const listed = contentStreams()
    .filter((s) => s.showList)
    .reverse()
  const firstRender = cardsWithinBudget(
    listed.map((s) => s.songList.length),
    firstPerformanceBudget,
  )
  const names = listed.slice(0, firstRender).flatMap((s) => s.songList.map((song) => song.songName))
  // Some, or the check below checks nothing; how many is up to the content under test.
  expect(names.length).toBeGreaterThan(0)
  for (const url of ['/songlist', '/zh/songlist']) {
    const text = await html(await get(request, url))
    const missing = names.filter((name) => !text.includes(name))
    expect(missing, url).toEqual([])
  }
})

for (const { url, title, lang } of [
  { url: '/nope', title: 'ページが見つかりません', lang: 'ja' },
  { url: '/fr/about', title: 'ページが見つかりません', lang: 'ja' },
  { url: '/zh/nope', title: '找不到頁面', lang: 'zh-Hant' },
  { url: '/zh/a/b/c', title: '找不到頁面', lang: 'zh-Hant' },
]) {
  test(`${url} answers 404 with the ${lang} 404 page`, async ({ request }) => {
    const response = await get(request, url)
    expect(response.status()).toBe(404)
    const text = await html(response)
    expect(text).toContain(`<html lang="${lang}"`)
    expect(text).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`))
  })
}

test.describe('language at the edge', () => {
  for (const { url, headers, location } of [
    { url: '/', headers: { 'Accept-Language': 'zh-TW' }, location: '/zh/' },
    {
      url: '/about?x=1',
      headers: { 'Accept-Language': 'zh-TW,ja;q=0.8' },
      location: '/zh/about?x=1',
    },
    {
      url: '/songlist?q=a&sort=new',
      headers: { 'Accept-Language': 'zh-Hant-TW' },
      location: '/zh/songlist?q=a&sort=new',
    },
    {
      url: '/about',
      headers: { 'Accept-Language': 'ja', Cookie: 'nf_lang=zh' },
      location: '/zh/about',
    },
  ]) {
    test(`${url} with ${JSON.stringify(headers)} answers 302 to ${location}`, async ({
      request,
    }) => {
      const response = await get(request, url, headers)
      expect(response.status()).toBe(302)
      expect(response.headers()['location']).toBe(location)
    })
  }

  for (const { url, headers } of [
    { url: '/', headers: { 'Accept-Language': 'zh-TW', Cookie: 'nf_lang=ja' } },
    { url: '/about?x=1', headers: { 'Accept-Language': 'zh-TW', Cookie: 'nf_lang=ja' } },
    // Netlify reads only the first tag; the client-side rule reads the whole list.
    { url: '/about', headers: { 'Accept-Language': 'en-US,zh-TW;q=0.9' } },
    { url: '/ja/about', headers: { 'Accept-Language': 'zh-TW' } },
    { url: '/zh/about', headers: { 'Accept-Language': 'ja' } },
  ]) {
    test(`${url} with ${JSON.stringify(headers)} answers 200`, async ({ request }) => {
      expect((await get(request, url, headers)).status()).toBe(200)
    })
  }
})

test.describe('headers', () => {
  test('every page carries the security headers', async ({ request }) => {
    for (const url of ['/', '/zh/songlist', '/nope', '/robots.txt']) {
      const h = (await get(request, url)).headers()
      const csp = h['content-security-policy'] ?? ''
      const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? ''
      expect(scriptSrc, url).not.toContain('unsafe-inline')
      expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/)
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain("default-src 'self'")
      expect(h['x-content-type-options']).toBe('nosniff')
      expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(h['permissions-policy']).toContain('camera=()')
    }
  })

  test('every answer keeps a returning visitor on https, without preloading', async ({
    request,
  }) => {
    for (const url of ['/', '/zh/songlist', '/nope', '/robots.txt']) {
      const h = (await get(request, url)).headers()
      expect(h['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains')
    }
  })

  test('the CSP names each YouTube host the player needs only in the directive that needs it', async ({
    request,
  }) => {
    const csp = (await get(request, '/')).headers()['content-security-policy'] ?? ''
    const directives = new Map(
      csp.split(';').map((d) => {
        const [name = '', ...sources] = d.trim().split(/\s+/)
        return [name, sources] as const
      }),
    )
    const youtube = (name: string) =>
      (directives.get(name) ?? []).filter((s) => /youtube|ytimg|google/.test(s))
    expect(youtube('script-src')).toEqual(['https://www.youtube.com'])
    expect(youtube('frame-src')).toEqual(['https://www.youtube-nocookie.com'])
    for (const [name] of directives) {
      if (name !== 'script-src' && name !== 'frame-src') expect(youtube(name), name).toEqual([])
    }
  })

  test('the CSP allows exactly the inline scripts and styles of every built HTML file', async ({
    request,
  }) => {
    const pages = htmlFilesIn(distDir).map((f) => readFileSync(f, 'utf8'))
    expect(pages.length).toBeGreaterThanOrEqual(11)
    // index.html's two, the pre-paint language redirect and the theme, and the module preloads'.
    expect(new Set(pages.flatMap((html) => inlineScripts(html))).size).toBe(3)
    const csp = (await get(request, '/')).headers()['content-security-policy'] ?? ''
    const headersFile = readFileSync(join(distDir, '_headers'), 'utf8')
    for (const [directive, inline] of [
      ['script-src', inlineScripts],
      ['style-src', inlineStyles],
    ] as const) {
      const expected = new Set(pages.flatMap((html) => inline(html).map(scriptHashSource)))
      // Some: the styles inlined depend on the kinds of page the content has.
      expect(expected.size, directive).toBeGreaterThan(0)
      const sources = new RegExp(`${directive} ([^;]+)`).exec(csp)?.[1] ?? ''
      expect(new Set(sources.match(/'sha256-[^']+'/g)), directive).toEqual(expected)
      expect(sources, directive).not.toContain('unsafe-inline')
      for (const hash of expected) expect(headersFile).toContain(hash)
    }
  })

  test('hashed assets are immutable, HTML and other files revalidate', async ({ request }) => {
    const page = await (await get(request, '/')).text()
    const script = /"(\/assets\/index-[^"]+\.js)"/.exec(page)?.[1]
    expect(script).toMatch(/^\/assets\/index-.+\.js$/)
    const asset = await get(request, script!)
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    const pages = ['/', '/about', '/zh/songlist', '/songs/lemon', '/zh/streams/2025-02-11']
    for (const url of [...pages, '/nope', '/sitemap.xml']) {
      expect((await get(request, url)).headers()['cache-control'], url).toBe(
        'public, max-age=0, must-revalidate',
      )
    }
  })

  test('text is compressed with brotli or gzip as the client accepts', async ({ request }) => {
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const response = await get(request, '/songlist', { 'Accept-Encoding': accept })
      expect(response.headers()['content-encoding'], accept).toBe(encoding)
      expect(response.headers()['vary']).toBe('Accept-Encoding')
      expect(await response.text()).toContain('<!doctype html>')
    }
    const png = await get(request, '/og-image.png', { 'Accept-Encoding': 'br' })
    expect(png.headers()['content-encoding']).toBeUndefined()
  })

  test('files have their content types', async ({ request }) => {
    for (const [url, type] of [
      ['/robots.txt', 'text/plain; charset=utf-8'],
      ['/sitemap.xml', 'application/xml; charset=utf-8'],
      ['/favicon.svg', 'image/svg+xml; charset=utf-8'],
      ['/og-image.png', 'image/png'],
    ] as const) {
      const response = await get(request, url)
      expect(response.status(), url).toBe(200)
      expect(response.headers()['content-type'], url).toBe(type)
    }
  })

  test('the Netlify configuration files are not served', async ({ request }) => {
    for (const url of ['/_redirects', '/_headers'])
      expect((await get(request, url)).status()).toBe(404)
  })
})

test.describe('files for crawlers and link previews', () => {
  test('sitemap.xml lists each page per locale with its alternates', async ({ request }) => {
    const xml = await (await get(request, '/sitemap.xml')).text()
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '')
    expect(locs.slice(0, 10)).toEqual(
      [
        ...['/', '/zh/', '/about', '/zh/about', '/songlist', '/zh/songlist'],
        ...['/contribute', '/zh/contribute', '/mylist', '/zh/mylist'],
      ].map((p) => origin + p),
    )
    // Then a page per song, stream and year, in each language, percent-encoded: every one built.
    const members = locs.slice(10)
    const built = htmlFilesIn(distDir).filter((file) =>
      /^(zh\/)?(songs|streams|recap)\/[^/]+\/index\.html$/.test(relative(distDir, file)),
    )
    expect(members.length).toBe(built.length)
    for (const loc of members)
      expect(loc).toMatch(/^https?:\/\/[^/]+(\/zh)?\/(songs|streams|recap)\/[\w%.-]+$/)
    expect(xml.match(/<xhtml:link rel="alternate"/g)).toHaveLength(locs.length * 3)
    expect(xml).toContain(`hreflang="x-default" href="${origin}/songlist"`)
  })

  test('robots.txt allows crawling and names the sitemap', async ({ request }) => {
    const text = await (await get(request, '/robots.txt')).text()
    expect(text).toContain('Allow: /')
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`)
  })

  test('the share image is a 1200×630 PNG', async ({ request }) => {
    const body = await (await get(request, '/og-image.png')).body()
    expect(body.subarray(1, 4).toString()).toBe('PNG')
    expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([1200, 630])
  })
})

// Every built page's address in its three URL forms, as a Japanese and a Chinese visitor reach it
// (the language cookie, or the browser's first language): an answer, never a server error, and a
// redirect's Location percent-encoded (a Japanese slug once made the preview server answer 500).
test('every page answers every visitor without a server error', async ({ request }) => {
  test.setTimeout(120_000)
  const base = `/${distDir}/`.replace(/\/+/g, '/')
  const paths = new Set(
    htmlFilesIn(distDir)
      .map((file) => `/${file}`.replace(/\/+/g, '/').slice(base.length - 1))
      .filter((path) => !path.endsWith('404.html') && !path.startsWith('/__'))
      .map((path) => path.replace(/index\.html$/, '').replace(/^\/(ja|zh)(?=\/)/, '')),
  )
  const visitors: Record<string, string>[] = [
    { Cookie: 'nf_lang=zh' },
    { Cookie: 'nf_lang=ja' },
    { 'Accept-Language': 'zh-TW' },
    { 'Accept-Language': 'zh-Hant-TW,ja;q=0.5' },
    { 'Accept-Language': 'ja' },
  ]
  const asks = [...paths].flatMap((path) =>
    ['', '/ja', '/zh'].flatMap((form) =>
      visitors.map((headers) => ({ url: encodeURI(`${form}${path}`), headers })),
    ),
  )
  const problems: string[] = []
  // Uncompressed, in batches: the status line and the headers are what this test reads, and a
  // page compressed at its best quality on first ask costs more than the whole walk.
  for (let i = 0; i < asks.length; i += 50) {
    await Promise.all(
      asks.slice(i, i + 50).map(async ({ url, headers }) => {
        const response = await get(request, url, { ...headers, 'Accept-Encoding': 'identity' })
        const location = response.headers().location
        if (response.status() >= 500 || (location && !/^[\x21-\x7e]+$/.test(location)))
          problems.push(`${url} ${JSON.stringify(headers)}: ${response.status()} ${location ?? ''}`)
      }),
    )
  }
  expect(paths.size).toBeGreaterThan(10)
  expect(problems).toEqual([])
})
