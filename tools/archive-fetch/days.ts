/** The calendar day (`YYYY-MM-DD`) an instant falls on in a time zone. */
export function dayIn(instant: string | Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(instant))
}

const dayMs = 24 * 60 * 60 * 1000
const utcOf = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`)

/** `isoDay` moved by `days` (negative: earlier). */
export function addDays(isoDay: string, days: number): string {
  return new Date(utcOf(isoDay) + days * dayMs).toISOString().slice(0, 10)
}

/** Whole days from `from` to `to`. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcOf(to) - utcOf(from)) / dayMs)
}

/** A stream file's `date` (`2025/8/4`) for an ISO day. */
export function streamDate(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number)
  return `${year}/${month}/${day}`
}
