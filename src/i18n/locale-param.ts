import { isLocale, localeFromPathname, type Locale } from './locales'

export interface LocaleParams {
  locale?: Locale | undefined
}

/** An unknown prefix returns false, so the router skips the branch and the root 404 renders. */
export function parseLocaleParams(raw: { locale?: string | undefined }): LocaleParams | false {
  if (raw.locale === undefined) return { locale: undefined }
  return isLocale(raw.locale) ? { locale: raw.locale } : false
}

/** The explicit prefix of a pathname (`ja`, `zh`) or undefined for the unprefixed Japanese form. */
export function localePrefixOf(pathname: string): Locale | undefined {
  const first = pathname.split('/')[1]
  return isLocale(first) ? localeFromPathname(pathname) : undefined
}
