import { isLocale, type Locale } from '#src/i18n/locales.ts'

import type { Localized, LocalizedText } from './types.ts'

function isLocalizedText(value: object): value is LocalizedText {
  const entries = Object.entries(value)
  return 'ja' in value && entries.every(([key, text]) => isLocale(key) && typeof text === 'string')
}

/**
 * The content as a page in `locale` shows it: each text written `{ ja, zh }` becomes that
 * language's string (Japanese where the fan group has not written it), everything else stays.
 * The build runs it, so a page's chunk carries only its own language's text.
 */
export function localize<T>(value: T, locale: Locale): Localized<T> {
  if (Array.isArray(value))
    return value.map((item: unknown) => localize(item, locale)) as Localized<T>
  if (typeof value !== 'object' || value === null) return value as Localized<T>
  if (isLocalizedText(value)) return (value[locale] ?? value.ja) as Localized<T>
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, localize(item, locale)]),
  ) as Localized<T>
}
