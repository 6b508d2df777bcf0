import type { Locale } from '#src/i18n/locales.ts'
import { localizedPath } from '#src/shared/seo/page-urls.ts'

/** The two feed formats each language has: their file and their media type. */
export const feedFormats = {
  atom: { file: 'feed.xml', type: 'application/atom+xml' },
  json: { file: 'feed.json', type: 'application/feed+json' },
} as const

export type FeedFormat = keyof typeof feedFormats

/** A language's feed as its pages link it: `/feed.xml` for the default, `/zh/feed.xml`. */
export const feedPath = (format: FeedFormat, locale: Locale): string =>
  localizedPath('/', locale) + feedFormats[format].file

/** Every page's autodiscovery links, to the feeds of its language. */
export const feedLinks = (locale: Locale) =>
  (['atom', 'json'] as const).map((format) => ({
    rel: 'alternate',
    type: feedFormats[format].type,
    href: feedPath(format, locale),
  }))
