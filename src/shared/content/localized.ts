import type { Locale } from '../../i18n/locales'
import type { LocalizedText } from './types'

/** The text in `locale`, or in Japanese when the fan group has not written that language yet. */
export function localized(text: LocalizedText, locale: Locale): string {
  return text[locale] ?? text.ja
}
