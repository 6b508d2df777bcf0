import { type LocaleEntry, locales as siteLocales } from '#src/i18n/locales.ts'
import { type PagePath, pages } from '#src/lib/page-table.ts'

import { type Alternate, alternates, pageUrl } from './page-urls.ts'

export interface PrerenderTarget {
  /** The URL rendered; the client hydrates only at this path. */
  url: string
  /** The output file, relative to the build directory. */
  file: string
  status: 200 | 404
  /** Unprefixed pages carry the pre-paint language redirect. */
  languageRedirect: boolean
  /** One of the collections' pages (a song, a stream, a year): thousands, reached by shared links. */
  member: boolean
}

function pageTarget(url: string, languageRedirect: boolean, member: boolean): PrerenderTarget {
  const file = url === '/' ? 'index.html' : `${url.slice(1)}/index.html`
  return { url, file, status: 200, languageRedirect, member }
}

/**
 * Every page unprefixed and under each locale's prefix (the fixed pages, then `members`, the pages
 * of the collections: one per song and stream), then the 404 pages: the default locale's at the
 * root (it also serves unknown prefixes), each other locale's under its prefix.
 */
export function prerenderTargets(
  table: readonly LocaleEntry[] = siteLocales,
  members: readonly PagePath[] = [],
): PrerenderTarget[] {
  const paths = [
    ...pages.map((p) => ({ path: p.path, member: false })),
    ...members.map((path) => ({ path, member: true })),
  ]
  const pageTargets = paths.flatMap(({ path, member }) => [
    pageTarget(path, true, member),
    ...table.map((l) =>
      pageTarget(path === '/' ? `/${l.code}` : `/${l.code}${path}`, false, member),
    ),
  ])
  return [
    ...pageTargets,
    ...notFoundPages(table).map(({ file }) => ({
      url: `/${file}`,
      file,
      status: 404 as const,
      languageRedirect: false,
      member: false,
    })),
  ]
}

export interface NotFoundPage {
  /** The paths this 404 page answers, as a `_redirects` pattern. */
  pattern: string
  /** The file, relative to the build directory. */
  file: string
}

/** The 404 page of each locale; the default locale's answers every path no other one claims. */
export function notFoundPages(table: readonly LocaleEntry[] = siteLocales): NotFoundPage[] {
  return [
    { pattern: '/*', file: '404.html' },
    ...table.slice(1).map((l) => ({ pattern: `/${l.code}/*`, file: `${l.code}/404.html` })),
  ]
}

export interface SitemapEntry {
  loc: string
  alternates: Alternate[]
}

/** One entry per page and locale at its canonical URL (the default locale's prefixed forms are duplicates). */
export function sitemapEntries(
  origin: string,
  table: readonly LocaleEntry[] = siteLocales,
  members: readonly PagePath[] = [],
): SitemapEntry[] {
  const indexed = pages.filter((p) => !('indexed' in p) || p.indexed).map((p) => p.path)
  return [...indexed, ...members].flatMap((path) =>
    table.map((l) => ({
      loc: pageUrl(origin, path, l.code, table),
      alternates: alternates(path, origin, table),
    })),
  )
}
