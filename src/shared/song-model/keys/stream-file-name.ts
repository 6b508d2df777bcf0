/**
 * A stream file's name: `2025-03-09.json` for the first stream of the day, `2025-03-09-2.json`
 * for the second, and so on (the build refuses any other name, and a date the name does not hold).
 */
export function streamFileName(isoDate: string, sequence: number): string {
  return sequence === 1 ? `${isoDate}.json` : `${isoDate}-${sequence}.json`
}

/** The number of the day in a stream file's name (1 for `2025-03-09.json`), or null. */
export function streamFileSequence(name: string): number | null {
  const match = /^\d{4}-\d{2}-\d{2}(?:-([2-9]|[1-9]\d+))?\.json$/.exec(name)
  return match ? Number(match[1] ?? 1) : null
}

/** A stream's page address, `/streams/<slug>`: its file's name without `.json`. */
export const streamSlug = (file: string): string => file.replace(/\.json$/, '')
