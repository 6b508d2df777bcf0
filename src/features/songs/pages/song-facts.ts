import { maxOf, minOf } from '#src/lib/arrays.ts'
import type { Song } from '#src/shared/song-model/song-model.ts'

export interface SongFacts {
  /** Every performance, dated or not. */
  timesSung: number
  /** The oldest and newest shown dates (`YYYY-MM-DD`), null when every date is hidden. */
  first: string | null
  last: string | null
  daysSinceLast: number | null
}

const dayMs = 86_400_000

/** Days since 1970-01-01 in UTC: the machine's time zone (and its DST shifts) never counts. */
function utcDay(iso: string): number {
  const [year = NaN, month = NaN, day = NaN] = iso.split('-').map(Number)
  return Date.UTC(year, month - 1, day) / dayMs
}

function shownDates(song: Song): string[] {
  return song.performances.filter((p) => p.dateVisible).map((p) => p.isoDate)
}

/** How often and when a song was sung, as of `today` (`YYYY-MM-DD`; null: no day count). */
export function songFacts(song: Song, today: string | null): SongFacts {
  const dates = shownDates(song)
  // ISO dates order as text; the minimum is computed rather than trusting the newest-first order.
  const first = dates.reduce<string | null>((min, d) => (min === null || d < min ? d : min), null)
  const last = song.lastSungIso
  return {
    timesSung: song.performances.length,
    first,
    last,
    daysSinceLast: last === null || today === null ? null : utcDay(today) - utcDay(last),
  }
}

/** Dated performances per calendar year, oldest first, empty years between included. */
export function performancesPerYear(song: Song): { year: number; count: number }[] {
  const years = shownDates(song).map((iso) => Number(iso.slice(0, 4)))
  if (years.length === 0) return []
  const start = minOf(years)
  const counts = Array.from({ length: maxOf(years) - start + 1 }, (_, i) => ({
    year: start + i,
    count: 0,
  }))
  for (const year of years) counts[year - start]!.count++
  return counts
}
