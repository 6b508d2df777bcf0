import { useCurrentLocale } from '../../i18n/use-locale'
import { localized } from './localized'
import type { LocalizedText } from './types'

/** Content text in the page's language. */
export function useLocalized(): (text: LocalizedText) => string {
  const { locale } = useCurrentLocale()
  return (text) => localized(text, locale)
}
