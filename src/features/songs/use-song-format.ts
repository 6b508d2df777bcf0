import { formatInteger, formatLongDateWithWeekday } from '#src/i18n/calendar-format.ts'
import { locales, type LocaleTag } from '#src/i18n/locales.ts'
import { useCurrentLocale } from '#src/i18n/use-locale.ts'

export interface SongFormat {
  /** An ISO date-only value in the page's locale, with its weekday. */
  date: (iso: string) => string
  number: (value: number) => string
}

const songFormat = (tag: LocaleTag): SongFormat => ({
  date: (iso) => formatLongDateWithWeekday(tag, iso),
  number: formatInteger,
})

// One formatter per locale for the page's lifetime, so memoised rows can compare it by identity.
const formats = Object.fromEntries(locales.map(({ tag }) => [tag, songFormat(tag)])) as Record<
  LocaleTag,
  SongFormat
>

export function useSongFormat(): SongFormat {
  return formats[useCurrentLocale().record.tag]
}
