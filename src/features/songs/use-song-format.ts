import { formatInteger, formatLongDateWithWeekday } from '../../i18n/calendar-format'
import type { LocaleTag } from '../../i18n/locales'
import { useCurrentLocale } from '../../i18n/use-locale'

export interface SongFormat {
  /** An ISO date-only value in the page's locale, with its weekday. */
  date: (iso: string) => string
  number: (value: number) => string
}

// One formatter per locale for the page's lifetime, so memoised rows can compare it by identity.
const formats = new Map<LocaleTag, SongFormat>()

function songFormat(tag: LocaleTag): SongFormat {
  let format = formats.get(tag)
  if (!format) {
    format = { date: (iso) => formatLongDateWithWeekday(tag, iso), number: formatInteger }
    formats.set(tag, format)
  }
  return format
}

export function useSongFormat(): SongFormat {
  return songFormat(useCurrentLocale().record.tag)
}
