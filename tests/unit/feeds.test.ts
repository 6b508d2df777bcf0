import { afterEach, describe, expect, it, vi } from 'vitest'

import { feedFiles } from '#build-src/prerender/feed-files.ts'
import { FEED_SIZE } from '#src/shared/feeds/stream-feed.ts'
import { pageUrl } from '#src/shared/seo/page-urls.ts'
import { siteOrigin } from '#src/shared/seo/site-origin.ts'
import { songKey } from '#src/shared/song-model/keys/song-key.ts'
import { streamSlug } from '#src/shared/song-model/keys/stream-file-name.ts'
import { contentStreamNames, contentStreams } from '#tests/support/content-streams.ts'
import { readAtom, readJsonFeed } from '#tests/support/read-feeds.ts'

// The feeds the build writes, from the content under test, read back as a reader reads them.

/** The build's feed files, from a fresh server entry (a build of its own), at `now`. */
async function build(now: string) {
  vi.useFakeTimers({ now: new Date(now), toFake: ['Date'] })
  vi.resetModules()
  const server = await import('#src/entry-server.tsx')
  return feedFiles(await server.feedDocuments())
}

afterEach(() => vi.useRealTimers())

/**
 * The stream pages a feed may hold, newest first (shown streams whose date is shown), each with
 * its number of debuts: songs the site shows no earlier performance of.
 */
function datedStreamPages(locale: 'ja' | 'zh'): [url: string, debuts: number][] {
  const names = contentStreamNames()
  const sung = new Set<string>()
  return contentStreams()
    .flatMap((stream, i) => {
      if (!stream.showList) return []
      const keys = stream.songList.map((song) => songKey(song))
      const debuts = keys.filter((key, j) => !sung.has(key) && keys.indexOf(key) === j).length
      for (const key of keys) sung.add(key)
      const url = pageUrl(siteOrigin, `/streams/${streamSlug(names[i] as string)}`, locale)
      return stream.showDate ? [[url, debuts] as [string, number]] : []
    })
    .reverse()
}

describe('the feeds of the content under test', () => {
  it('hold the newest 50 dated stream pages, newest first, in every form and language', async () => {
    const files = await build('2030-01-01T00:00:00Z')
    expect(files.map((f) => f.path).sort()).toEqual([
      '/feed.json',
      '/feed.xml',
      '/ja/feed.json',
      '/ja/feed.xml',
      '/zh/feed.json',
      '/zh/feed.xml',
    ])
    for (const { path, text } of files) {
      const locale = path.startsWith('/zh/') ? 'zh' : 'ja'
      const feed = path.endsWith('.xml') ? readAtom(text) : readJsonFeed(text)
      expect(feed.problems, path).toEqual([])
      expect(feed.lang, path).toBe(locale === 'zh' ? 'zh-Hant' : 'ja')
      const expected = datedStreamPages(locale).slice(0, FEED_SIZE)
      expect(expected.length, 'the content has dated streams').toBeGreaterThan(0)
      // Each entry is a stream page, and names as many debuts as the stream has.
      const mark = locale === 'zh' ? '<strong>首次演唱</strong>' : '<strong>初披露</strong>'
      const read = feed.entries.map((e) => [e.id, (e.content ?? '').split(mark).length - 1])
      expect(read, path).toEqual(expected)
      expect(
        feed.entries.map((e) => e.link),
        path,
      ).toEqual(expected.map(([url]) => url))
    }
  })

  it('are the same from two builds at different times', async () => {
    const first = await build('2030-01-01T00:00:00Z')
    const second = await build('2031-06-15T12:34:56Z')
    expect(second).toEqual(first)
  })
})
