const datePattern = /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/

/** `YYYY/M/D` (any zero padding) to ISO `YYYY-MM-DD`, or null when it is not a real calendar date. */
export function parseStreamDate(text: string): string | null {
  const match = datePattern.exec(text)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  if (!real) return null
  return `${match[1]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}
