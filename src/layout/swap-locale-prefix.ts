import { isLocale, type Locale } from '../i18n/locales'

/** The same path under `/<locale>`: `/about` -> `/zh/about`, `/zh/songlist` -> `/ja/songlist`. */
export function swapLocalePrefix(pathname: string, locale: Locale): string {
  const segments = pathname.split('/').filter(Boolean)
  if (isLocale(segments[0])) segments.shift()
  return `/${[locale, ...segments].join('/')}`
}
