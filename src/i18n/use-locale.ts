import { useRouterState } from '@tanstack/react-router'
import { localePrefixOf } from './locale-param'
import { localeFromPathname, localeRecord, type Locale, type LocaleRecord } from './locales'

export interface CurrentLocale {
  locale: Locale
  record: LocaleRecord
  /** The URL's explicit prefix, kept by in-page links so they stay inside the current URL form. */
  prefix: Locale | undefined
}

export function useCurrentLocale(): CurrentLocale {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const locale = localeFromPathname(pathname)
  return { locale, record: localeRecord(locale), prefix: localePrefixOf(pathname) }
}
