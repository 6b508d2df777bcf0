import { useCurrentLocale } from '../../i18n/use-locale'

export interface SongFormat {
  /** An ISO date-only value in the page's locale; UTC so the server and every browser agree. */
  date: (iso: string) => string
  number: (value: number) => string
}

// One pair of formatters per locale for the page's lifetime: every row shares them.
const formats = new Map<string, SongFormat>()

function songFormat(tag: string): SongFormat {
  let format = formats.get(tag)
  if (!format) {
    const dates = new Intl.DateTimeFormat(tag, {
      timeZone: 'UTC',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      weekday: 'short',
    })
    const numbers = new Intl.NumberFormat(tag)
    format = {
      date: (iso) => dates.format(new Date(`${iso}T00:00:00Z`)),
      number: (value) => numbers.format(value),
    }
    formats.set(tag, format)
  }
  return format
}

export function useSongFormat(): SongFormat {
  return songFormat(useCurrentLocale().record.tag)
}
