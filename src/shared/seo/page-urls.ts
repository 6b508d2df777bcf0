import { type LocaleEntry, locales as siteLocales } from '#src/i18n/locales.ts'
import type { PagePath } from '#src/lib/page-table.ts'

/** The path a page has in a locale: the default (first) locale's pages are canonical unprefixed. */
export function localizedPath(
  path: PagePath,
  locale: string,
  table: readonly LocaleEntry[] = siteLocales,
): string {
  if (locale === table[0]?.code) return path
  return path === '/' ? `/${locale}/` : `/${locale}${path}`
}

/**
 * A page's absolute address as head tags, the sitemap and JSON-LD write it: percent-encoded, since
 * a song's address may be in Japanese.
 */
export function pageUrl(
  origin: string,
  path: PagePath,
  locale: string,
  table: readonly LocaleEntry[] = siteLocales,
): string {
  return encodeURI(origin + localizedPath(path, locale, table))
}

export interface Alternate {
  hreflang: string
  href: string
}

/** `hreflang` alternates: one per locale, plus `x-default` on the unprefixed (default) URL. */
export function alternates(
  path: PagePath,
  origin: string,
  table: readonly LocaleEntry[] = siteLocales,
): Alternate[] {
  return [
    ...table.map((l) => ({ hreflang: l.tag, href: pageUrl(origin, path, l.code, table) })),
    { hreflang: 'x-default', href: encodeURI(origin + path) },
  ]
}
