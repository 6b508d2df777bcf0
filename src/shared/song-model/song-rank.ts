import { byRank } from '#src/shared/search/rank-order.ts'

import {
  byCount,
  type Keeps,
  keptStreams,
  narrow,
  type PresortedSongs,
  type SongRow,
} from './song-filter.ts'
import type { SongModel, Stream } from './song-model.ts'

// The `match` order (docs/search.md, "Best match first"), loaded with the ranking's code: the
// other orders are song-filter.ts's.

type Rank = NonNullable<Keeps['rank']>

/** The songs the filter keeps, the best match first; ties the most sung first, then the newest. */
export function rankSongs(presorted: PresortedSongs, keeps: Keeps, rank: Rank): SongRow[] {
  const { performance } = keeps
  const rows =
    performance === null ? presorted.count : narrow(presorted.count, performance).sort(byCount)
  return byRank(rows, (row) => rank(row.song))
}

/**
 * The streams the filter keeps, each with only its matching performances, the stream holding the
 * best match first (each stream a unit), ties newest first.
 */
export function rankStreams(model: SongModel, keeps: Keeps, rank: Rank): Stream[] {
  const { performance } = keeps
  // Ranked in one pass, so that partial matches are weighed together.
  const matching = new Set(
    byRank(
      keptStreams(model, keeps, (p) => performance?.(p) ?? true).flatMap((s) => s.performances),
      rank,
    ),
  )
  const streams = keptStreams(model, keeps, (p) => matching.has(p))
  const best = (stream: Stream) =>
    stream.performances.reduce((least, p) => Math.min(least, rank(p) ?? Infinity), Infinity)
  return byRank(streams, best)
}
