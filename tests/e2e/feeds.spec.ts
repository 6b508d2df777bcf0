import type { APIRequestContext } from '@playwright/test'

import { feedPath } from '#src/shared/feeds/feed-paths.ts'
import { contentStreams } from '#tests/support/content-streams.ts'
import { readAtom, readJsonFeed } from '#tests/support/read-feeds.ts'

import { expect, test } from './fixtures.ts'
import { pageUrls } from './page-expectations.ts'

// The feeds as a reader fetches them from the host (tools/serve answers as Netlify does), and the
// links by which every page's head points readers to them.

const get = (request: APIRequestContext, url: string, headers: Record<string, string> = {}) =>
  request.get(url, { maxRedirects: 0, headers: { 'Accept-Language': 'ja', ...headers } })

const feeds = [
  { url: '/feed.xml', lang: 'ja', type: 'application/atom+xml; charset=utf-8' },
  { url: '/ja/feed.xml', lang: 'ja', type: 'application/atom+xml; charset=utf-8' },
  { url: '/zh/feed.xml', lang: 'zh-Hant', type: 'application/atom+xml; charset=utf-8' },
  { url: '/feed.json', lang: 'ja', type: 'application/feed+json; charset=utf-8' },
  { url: '/ja/feed.json', lang: 'ja', type: 'application/feed+json; charset=utf-8' },
  { url: '/zh/feed.json', lang: 'zh-Hant', type: 'application/feed+json; charset=utf-8' },
]

for (const { url, lang, type } of feeds) {
  test(`${url} is served as ${type.split(';')[0]}, briefly cached, its entries stream pages`, async ({
    request,
  }) => {
    const response = await get(request, url, { 'Accept-Encoding': 'br, gzip' })
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe(type)
    expect(response.headers()['cache-control']).toBe('public, max-age=3600')
    expect(response.headers()['content-encoding']).toBe('br')
    const text = await response.text()
    const feed = url.endsWith('.xml') ? readAtom(text) : readJsonFeed(text)
    expect(feed.problems).toEqual([])
    expect(feed.lang).toBe(lang)
    // The newest shown streams whose date is shown, as many as the feed holds (FEED_SIZE, 50;
    // stream-feed.ts is not imported here: its messages are macros that only the build compiles).
    const dated = contentStreams().filter((s) => s.showList && s.showDate).length
    expect(feed.entries.length).toBe(Math.min(dated, 50))
    const dates = feed.entries.map((e) => e.updated)
    expect(dates).toEqual(dates.toSorted().reverse())
    for (const entry of feed.entries) {
      const page = new URL(entry.link ?? entry.id).pathname
      expect(page).toMatch(lang === 'ja' ? /^\/streams\// : /^\/zh\/streams\//)
      const answer = await get(request, page)
      expect(answer.status(), page).toBe(200)
      expect(answer.headers()['content-type'], page).toBe('text/html; charset=utf-8')
    }
  })
}

test('every page and 404 page names its language’s feeds in its raw head', async ({ request }) => {
  const pages = [
    ...pageUrls.map(({ url, lang }) => ({ url, zh: lang !== 'ja' })),
    { url: '/nope', zh: false },
    { url: '/zh/nope', zh: true },
  ]
  for (const { url, zh } of pages) {
    const html = await (await get(request, url)).text()
    const head = html.slice(0, html.indexOf('</head>'))
    for (const [format, type] of [
      ['atom', 'application/atom+xml'],
      ['json', 'application/feed+json'],
    ] as const) {
      const href = feedPath(format, zh ? 'zh' : 'ja')
      expect(head, url).toMatch(
        new RegExp(
          `<link [^>]*rel="alternate" type="${type.replace('+', '\\+')}" href="${href}"/>`,
        ),
      )
    }
  }
})
