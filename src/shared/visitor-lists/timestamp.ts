// A date and time with its offset, as Date.toISOString writes it; seconds and fraction optional.
const pattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/

/** `value` when it is an ISO 8601 timestamp of a real moment, else null. */
export function parseTimestamp(value: unknown): string | null {
  return typeof value === 'string' && pattern.test(value) && !Number.isNaN(Date.parse(value))
    ? value
    : null
}
