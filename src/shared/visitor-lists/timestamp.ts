// A date and time with its offset, as Date.toISOString writes it; seconds and fraction optional.
const pattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/

// Before the site, or past tomorrow (a day's leeway for another device's clock): a date nobody
// saved or played at, which would sort first or last forever.
const earliest = Date.UTC(2000, 0, 1)
const leeway = 24 * 60 * 60 * 1000

/** `value` when it is an ISO 8601 timestamp of a plausible moment, else null. */
export function parseTimestamp(value: unknown, now = Date.now()): string | null {
  if (typeof value !== 'string' || !pattern.test(value)) return null
  const at = Date.parse(value)
  return at >= earliest && at <= now + leeway ? value : null
}
