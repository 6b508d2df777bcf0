import { defaultLocale, isLocale, type Locale } from './locales'

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

/** The locale of a loaded router's matches, for code that runs before any component renders. */
export function localeOfMatches(
  matches: ReadonlyArray<{ params: { locale?: string | undefined } }>,
): Locale {
  return localeOfParams(matches[0]?.params ?? {})
}
