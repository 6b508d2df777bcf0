import { useMatch } from '@tanstack/react-router'

import { defaultLocale, type Locale, type LocaleRecord, localeRecord } from './locales.ts'

export interface CurrentLocale {
  locale: Locale
  record: LocaleRecord
  /** The URL's explicit prefix, kept by in-page links so they stay inside the current URL form. */
  prefix: Locale | undefined
}

/**
 * The locale of the rendered page, as the `{-$locale}` route decided it (src/app-shell/
 * enter-locale.ts); the default while that route has not decided (a page that failed to load).
 */
export function useCurrentLocale(): CurrentLocale {
  const context = useMatch({ from: '/{-$locale}', shouldThrow: false, select: (m) => m.context })
  const locale = context?.locale ?? defaultLocale
  return { locale, record: localeRecord(locale), prefix: context?.prefix }
}
