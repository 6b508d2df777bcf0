import type { SongModel } from '#src/shared/song-model/song-model.ts'

/** One calendar day with at least one stream whose date is shown. */
export interface StreamDay {
  /** `YYYY-MM-DD` */
  iso: string
  streams: number
  /** Performances of that day whose date is shown (a song may hide its own date). */
  performances: number
}

/** One calendar month between the first and the last stream day, empty ones included. */
export interface MonthBucket {
  year: number
  /** 1-12 */
  month: number
  performances: number
}

/** What the date-based charts draw: only what carries a shown date, and what was left out. */
export interface DatedActivity {
  /** Oldest first. */
  days: StreamDay[]
  months: MonthBucket[]
  /** Listed streams whose date is hidden. */
  hiddenStreams: number
  /** Listed performances whose date is hidden (by their stream or by the song entry). */
  hiddenPerformances: number
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/

/** Every month from the first day's to the last day's, each with its dated performances. */
export function monthBuckets(days: readonly StreamDay[]): MonthBucket[] {
  const first = days[0]
  const last = days.at(-1)
  if (!first || !last) return []
  const index = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1
  const start = index(first.iso)
  const months = Array.from({ length: index(last.iso) - start + 1 }, (_, i) => ({
    year: Math.floor((start + i) / 12),
    month: ((start + i) % 12) + 1,
    performances: 0,
  }))
  for (const day of days) {
    const bucket = months[index(day.iso) - start]
    if (bucket) bucket.performances += day.performances
  }
  return months
}

/** Stream days and month totals of the listed streams whose date is shown. */
export function datedActivity(model: Pick<SongModel, 'streams'>): DatedActivity {
  const days = new Map<string, StreamDay>()
  let hiddenStreams = 0
  let hiddenPerformances = 0
  for (const stream of model.streams) {
    const dated = stream.dateVisible && isoDay.test(stream.isoDate)
    const shown = dated ? stream.performances.filter((p) => p.dateVisible).length : 0
    hiddenPerformances += stream.performances.length - shown
    if (!dated) {
      hiddenStreams++
      continue
    }
    const day = days.get(stream.isoDate)
    if (day) {
      day.streams++
      day.performances += shown
    } else days.set(stream.isoDate, { iso: stream.isoDate, streams: 1, performances: shown })
  }
  const sorted = [...days.values()].sort((a, b) => (a.iso < b.iso ? -1 : a.iso > b.iso ? 1 : 0))
  return { days: sorted, months: monthBuckets(sorted), hiddenStreams, hiddenPerformances }
}
