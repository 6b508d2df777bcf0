import { useParams } from '@tanstack/react-router'
import { localeOfParams } from './locale-param'
import { localeRecord, type Locale, type LocaleRecord } from './locales'

export interface CurrentLocale {
  locale: Locale
  record: LocaleRecord
  /** The URL's explicit prefix, kept by in-page links so they stay inside the current URL form. */
  prefix: Locale | undefined
}

/** The locale of the rendered matches: the `{-$locale}` route's validated parameter. */
export function useCurrentLocale(): CurrentLocale {
  const param = useParams({ strict: false, select: (p) => p.locale })
  const locale = localeOfParams({ locale: param })
  return { locale, record: localeRecord(locale), prefix: param === undefined ? undefined : locale }
}
