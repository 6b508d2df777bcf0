import type { unprefixedPagePaths } from '../../i18n/entry-redirect'
import { locales, type Locale, type LocaleTag } from '../../i18n/locales'

export type PagePath = (typeof unprefixedPagePaths)[number]

/** The path a page has in a locale: Japanese pages are canonical without a prefix. */
export function localizedPath(path: PagePath, locale: Locale): string {
  if (locale === 'ja') return path
  return path === '/' ? `/${locale}/` : `/${locale}${path}`
}

export interface Alternate {
  hreflang: LocaleTag | 'x-default'
  href: string
}

/** `hreflang` alternates: one per locale, plus `x-default` on the unprefixed (Japanese) URL. */
export function alternates(path: PagePath, origin: string): Alternate[] {
  return [
    ...locales.map((l) => ({ hreflang: l.tag, href: origin + localizedPath(path, l.code) })),
    { hreflang: 'x-default' as const, href: origin + localizedPath(path, 'ja') },
  ]
}
