import { defaultLocale, isLocale, type Locale } from './locales.ts'

export interface LocaleParams {
  locale?: Locale | undefined
}

/** An unknown prefix returns false, so the router skips the branch and the root 404 renders. */
export function parseLocaleParams(raw: { locale?: string | undefined }): LocaleParams | false {
  if (raw.locale === undefined) return { locale: undefined }
  return isLocale(raw.locale) ? { locale: raw.locale } : false
}

/**
 * The locale a page is shown in: the prefix `parseLocaleParams` validated, else (unprefixed) the
 * default. The router types the parsed parameter as a plain string, hence the guard.
 */
export function localeOfParams(params: { locale?: string | undefined }): Locale {
  return isLocale(params.locale) ? params.locale : defaultLocale
}

/**
 * The locale the `{-$locale}` route decided for a loaded router's matches (its route context,
 * which the deepest match carries), for code outside components; the default without one.
 */
export function localeOfMatches(matches: ReadonlyArray<{ context: unknown }>): Locale {
  const { locale } = (matches.at(-1)?.context ?? {}) as { locale?: unknown }
  return isLocale(locale) ? locale : defaultLocale
}
