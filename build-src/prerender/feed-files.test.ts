import { describe, expect, it } from 'vitest'

import type { FeedDocument } from '#src/shared/feeds/stream-feed.ts'
import { readAtom, readJsonFeed } from '#tests/support/read-feeds.ts'
import { headersFor, parseHeadersFile } from '#tools/serve/headers-file.ts'

import { atomFeed, feedFiles, feedHeaderBlocks, jsonFeed } from './feed-files.ts'

// Text that breaks hand-made XML: markup, entities, a CDATA end, quotes, and characters past the BMP.
const awkward = `]]> <b>"A & B"</b> 'c' &amp; 𠮷🎤`

const document = (locale: 'ja' | 'zh'): FeedDocument => ({
  locale,
  lang: locale === 'ja' ? 'ja' : 'zh-Hant',
  title: `${awkward} | Fans`,
  description: awkward,
  author: 'Fans & co',
  homeUrl: 'https://fans.example/',
  urls: { atom: 'https://fans.example/feed.xml', json: 'https://fans.example/feed.json' },
  updated: '2025-08-04T00:00:00Z',
  entries: [
    {
      url: 'https://fans.example/streams/2025-08-04',
      title: awkward,
      date: '2025-08-04T00:00:00Z',
      html: `<ol><li><a href="https://www.youtube.com/watch?v=AAAAAAAAAAA&amp;t=5s">&lt;b&gt; ]]&gt;</a></li></ol>`,
    },
    {
      url: 'https://fans.example/streams/2025-08-01',
      title: 'older',
      date: '2025-08-01T00:00:00Z',
      html: '<ol></ol>',
    },
  ],
})

describe('atomFeed', () => {
  it('writes a well-formed Atom document with every element RFC 4287 requires', () => {
    const feed = readAtom(atomFeed(document('ja')))
    expect(feed.problems).toEqual([])
    expect(feed).toMatchObject({
      lang: 'ja',
      id: 'https://fans.example/feed.xml',
      title: `${awkward} | Fans`,
      updated: '2025-08-04T00:00:00Z',
    })
    expect(feed.entries.map((e) => [e.id, e.link, e.updated])).toEqual([
      [
        'https://fans.example/streams/2025-08-04',
        'https://fans.example/streams/2025-08-04',
        '2025-08-04T00:00:00Z',
      ],
      [
        'https://fans.example/streams/2025-08-01',
        'https://fans.example/streams/2025-08-01',
        '2025-08-01T00:00:00Z',
      ],
    ])
  })

  it('gives a reader back every text and the HTML exactly as written', () => {
    const [entry] = readAtom(atomFeed(document('ja'))).entries
    expect(entry?.title).toBe(awkward)
    expect(entry?.content).toBe(document('ja').entries[0]?.html)
  })
})

// Issue 69: U+FFFE reached /feed.xml, which a strict XML parser then refused whole.
describe('atomFeed, given a character XML 1.0 does not allow', () => {
  it.each([
    [
      'an entry title',
      (doc: FeedDocument) => (doc.entries[0]!.title = 'A\ufffe'),
      "the ja feed's entries[0].title (https://fans.example/streams/2025-08-04) holds U+FFFE",
    ],
    [
      "an entry's HTML",
      (doc: FeedDocument) => (doc.entries[1]!.html = '<ol>\uffff</ol>'),
      "the ja feed's entries[1].html (https://fans.example/streams/2025-08-01) holds U+FFFF",
    ],
    [
      'the description',
      (doc: FeedDocument) => (doc.description = 'A\u0001'),
      "the ja feed's description holds U+0001",
    ],
    [
      'the author',
      (doc: FeedDocument) => (doc.author = '\ud800'),
      "the ja feed's author holds U+D800",
    ],
  ])('stops the build, naming the feed and the field, for %s', (_, edit, named) => {
    const doc = document('ja')
    edit(doc)
    expect(() => atomFeed(doc)).toThrow(`${named}, which XML 1.0 does not allow`)
  })
})

describe('jsonFeed', () => {
  it('writes JSON Feed 1.1 with the same entries, texts and HTML', () => {
    const feed = readJsonFeed(jsonFeed(document('zh')))
    expect(feed.problems).toEqual([])
    expect(feed).toMatchObject({
      lang: 'zh-Hant',
      id: 'https://fans.example/feed.json',
      title: `${awkward} | Fans`,
    })
    expect(feed.entries).toEqual(readAtom(atomFeed(document('zh'))).entries)
  })
})

describe('feedFiles', () => {
  const files = feedFiles([document('ja'), document('zh')])

  it('writes each language in both formats, the default language under its prefix too', () => {
    expect(files.map((f) => [f.path, f.type])).toEqual([
      ['/feed.xml', 'application/atom+xml'],
      ['/ja/feed.xml', 'application/atom+xml'],
      ['/feed.json', 'application/feed+json'],
      ['/ja/feed.json', 'application/feed+json'],
      ['/zh/feed.xml', 'application/atom+xml'],
      ['/zh/feed.json', 'application/feed+json'],
    ])
    expect(files[1]?.text).toBe(files[0]?.text)
  })

  it('gives each its media type and a short cache in _headers', () => {
    const rules = parseHeadersFile(feedHeaderBlocks(files))
    expect(headersFor(rules, '/zh/feed.json')).toEqual({
      'Content-Type': 'application/feed+json; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    })
    expect(headersFor(rules, '/ja/feed.xml')['Content-Type']).toBe(
      'application/atom+xml; charset=utf-8',
    )
    expect(headersFor(rules, '/feed.xml.html')).toEqual({})
  })
})
