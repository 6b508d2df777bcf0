// What a fan's report carries for the maintainer's tools: the report dialog writes it into the
// issue as a JSON block, `report:apply` reads it back (docs/data.md, "From an issue").

export const reportProblems = [
  'wrong-time',
  'wrong-song',
  'missing-song',
  'broken-video',
  'other',
] as const
export type Problem = (typeof reportProblems)[number]

export const correctionFields = ['songTime', 'songName', 'singer', 'videoUrl'] as const
export type CorrectionField = (typeof correctionFields)[number]
export type Correction = Partial<Record<CorrectionField, string>>

/** Which file and song, what is wrong, the values the fan saw, and the fan's correction. */
export interface ReportRecord {
  report: 1
  problem: Problem
  /** Relative to the content folder. */
  file: string
  songIndex?: number
  current: Record<string, string>
  correction: Correction
  note?: string
}

/**
 * A search that found nothing, sent from the song list: what the fan typed and, when they picked
 * it, the song they meant, as the catalogue names it. `report:apply` makes the query an alias of
 * that song (or its reading, when the query is kana).
 */
export interface MissRecord {
  miss: 1
  query: string
  song?: { title: string; artist: string }
  note?: string
}
