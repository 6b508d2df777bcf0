// Each language's feed of the newest streams, written as Atom 1.0 and JSON Feed 1.1 from the one
// document the server entry works out (src/shared/feeds/), and the `_headers` rules that serve them.
import { type FeedFormat, feedFormats, feedPath } from '#src/shared/feeds/feed-paths.ts'
import type { FeedDocument } from '#src/shared/feeds/stream-feed.ts'

import { escapeXml } from './escape-xml.ts'

/** Atom 1.0 (RFC 4287): the feed's id is its own address, each entry's its stream page's. */
export function atomFeed(doc: FeedDocument): string {
  // A text XML cannot hold stops the build, named by its field of the feed document.
  const feedOf = `the ${doc.locale} feed's`
  const element = (name: string, text: string, field: string) =>
    `<${name}>${escapeXml(text, `${feedOf} ${field}`)}</${name}>`
  const link = (rel: string, type: string, href: string, field: string) =>
    `<link rel="${rel}" type="${type}" href="${escapeXml(href, `${feedOf} ${field}`)}"/>`
  const entries = doc.entries.flatMap((entry, i) => {
    const field = (name: string) => `entries[${i}].${name} (${entry.url})`
    return [
      '  <entry>',
      `    ${element('id', entry.url, field('url'))}`,
      `    ${element('title', entry.title, field('title'))}`,
      `    ${element('published', entry.date, field('date'))}`,
      `    ${element('updated', entry.date, field('date'))}`,
      `    ${link('alternate', 'text/html', entry.url, field('url'))}`,
      `    <content type="html">${escapeXml(entry.html, `${feedOf} ${field('html')}`)}</content>`,
      '  </entry>',
    ]
  })
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${doc.lang}">`,
    `  ${element('id', doc.urls.atom, 'urls.atom')}`,
    `  ${element('title', doc.title, 'title')}`,
    `  ${element('subtitle', doc.description, 'description')}`,
    `  ${element('updated', doc.updated, 'updated')}`,
    `  <author>${element('name', doc.author, 'author')}${element('uri', doc.homeUrl, 'homeUrl')}</author>`,
    `  ${link('self', feedFormats.atom.type, doc.urls.atom, 'urls.atom')}`,
    `  ${link('alternate', 'text/html', doc.homeUrl, 'homeUrl')}`,
    ...entries,
    '</feed>',
    '',
  ].join('\n')
}

/** JSON Feed 1.1: the same document, each item's id its stream page's address. */
export function jsonFeed(doc: FeedDocument): string {
  const feed = {
    version: 'https://jsonfeed.org/version/1.1',
    title: doc.title,
    home_page_url: doc.homeUrl,
    feed_url: doc.urls.json,
    description: doc.description,
    language: doc.lang,
    authors: [{ name: doc.author, url: doc.homeUrl }],
    items: doc.entries.map((entry) => ({
      id: entry.url,
      url: entry.url,
      title: entry.title,
      content_html: entry.html,
      date_published: entry.date,
    })),
  }
  return `${JSON.stringify(feed, null, 2)}\n`
}

const writers: Record<FeedFormat, (doc: FeedDocument) => string> = {
  atom: atomFeed,
  json: jsonFeed,
}

export interface FeedFile {
  /** Its address, `/zh/feed.xml`. */
  path: string
  type: string
  text: string
}

/**
 * Every feed file: each language's in each format, at each URL form its pages have (the default
 * language's unprefixed and under its prefix, the same text, which names the unprefixed address).
 */
export function feedFiles(docs: readonly FeedDocument[]): FeedFile[] {
  return docs.flatMap((doc) =>
    (['atom', 'json'] as const).flatMap((format) => {
      const { file, type } = feedFormats[format]
      const text = writers[format](doc)
      const paths = new Set([feedPath(format, doc.locale), `/${doc.locale}/${file}`])
      return [...paths].map((path) => ({ path, type, text }))
    }),
  )
}

/**
 * Their media types (a host would serve `.xml` as plain XML) and a short cache: a reader asks
 * often, and a deploy reaches it within the hour.
 */
export function feedHeaderBlocks(files: readonly FeedFile[]): string {
  const blocks = files.map(
    ({ path, type }) =>
      `${path}\n  Content-Type: ${type}; charset=utf-8\n  Cache-Control: public, max-age=3600\n`,
  )
  return `\n# Feeds (written by build-src/prerender.ts)\n${blocks.join('')}`
}
