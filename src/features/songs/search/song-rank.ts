// The `match` order (docs/search.md, "Best match first"), loaded with the ranking's code: the
// other orders are song-filter.ts's.
import type { SearchableText } from '#src/shared/search/search-match.ts'
import {
  byCount,
  type Keeps,
  narrow,
  type PresortedSongs,
  type SongRow,
} from '#src/shared/song-model/filter/song-filter.ts'
import type { Performance, SongModel, Stream } from '#src/shared/song-model/song-model.ts'

import { byRank, partialRank } from './rank-order.ts'

/** A song's rank for the query (search-rank.ts), lower first; null: no match. */
type Rank = (song: { titleSearch: SearchableText; singerSearch: SearchableText }) => number | null

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
  // One pass ranks every performance kept, so that partial matches are weighed together.
  const found: { stream: Stream; ranked: { p: Performance; rank: number }[] }[] = []
  // Each song is ranked once, not once per performance: a stream pass then only looks it up.
  const songRanks = new Map(model.songs.map((song) => [song.key, rank(song)]))
  let bestPartial = Infinity
  for (const stream of model.streams) {
    if (keeps.stream && !keeps.stream(stream)) continue
    const ranked: { p: Performance; rank: number }[] = []
    for (const p of stream.performances) {
      const r = performance === null || performance(p) ? (songRanks.get(p.songKey) ?? null) : null
      if (r === null) continue
      ranked.push({ p, rank: r })
      if (r >= partialRank) bestPartial = Math.min(bestPartial, r)
    }
    if (ranked.length > 0) found.push({ stream, ranked })
  }
  const streams: Stream[] = []
  const bestOf = new Map<Stream, number>()
  for (const { stream, ranked } of found) {
    const kept = ranked.filter(({ rank: r }) => r < partialRank || r === bestPartial)
    if (kept.length === 0) continue
    const shown =
      kept.length === stream.performances.length
        ? stream
        : { ...stream, performances: kept.map(({ p }) => p) }
    streams.push(shown)
    bestOf.set(
      shown,
      kept.reduce((least, { rank: r }) => Math.min(least, r), Infinity),
    )
  }
  return byRank(streams, (stream) => bestOf.get(stream) ?? null)
}
