import type { SongModel } from '#src/shared/song-model/song-model.ts'

/** The calendar year of an ISO date (`2025-03-09`). */
export const yearOf = (isoDate: string) => Number(isoDate.slice(0, 4))

/** The years of `isoDates`, newest first, once each. */
export const yearsOf = (isoDates: readonly string[]): number[] =>
  [...new Set(isoDates.map(yearOf))].sort((a, b) => b - a)

/** The years with at least one stream, newest first: each has a recap page (`/recap/2025`). */
export const recapYears = (model: Pick<SongModel, 'streams'>): number[] =>
  yearsOf(model.streams.map((stream) => stream.isoDate))
