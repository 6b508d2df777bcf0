// The `match` order, loaded with the first text typed (ranking-on-demand.ts): how each song
// ranks for the query (search-rank.ts), what a row says of a song below every
// match of the whole query, and the ranked songs and streams. The texts' other readings come with
// it, since only the ranking reads them.
import { otherReadings } from 'virtual:song-data/other-readings'

import { otherReadingMatch } from '#src/shared/search/other-readings.ts'
import type { HanForms } from '#src/shared/search/search-fold.ts'

import { looseRank, partialRank, tierRank } from './rank-order.ts'
import { type RankScope, songRanker, soundsAlike } from './search-rank.ts'
import type { FieldQueries, NearMatch, Ranking, SearchableSong } from './search-types.ts'
import { textFields, textTest } from './song-list-matching.ts'

export { rankSongs, rankStreams } from './song-rank.ts'

/**
 * The `match` order's ranking for the first text filter with text (the general box, else the
 * title's, else the singer's), for songs the other text filters keep; null with no text.
 */
export function ranking(queries: FieldQueries, forms: HanForms): Ranking | null {
  const field = textFields.find((f) => queries[f] !== null)
  const query = field && queries[field]
  if (!field || !query) return null
  // A text filter's field is the scope its query ranks in.
  const rankOf = songRanker(query, field satisfies RankScope, forms, otherReadings)
  const others = textFields.flatMap((f) => {
    const other = queries[f]
    return f === field || other === null ? [] : [textTest(f, other)]
  })
  const rank = (song: SearchableSong) =>
    others.every((test) => test(song)) ? rankOf(song.titleSearch, song.singerSearch) : null
  const near = (song: SearchableSong): NearMatch => {
    const found = rank(song)
    if (found === tierRank('otherReading')) {
      const { titleSearch: title, singerSearch: artist } = song
      const reading = [title, artist].map((f) => otherReadingMatch(f, query, otherReadings))
      return { kind: 'otherReading', reading: reading[0] ?? reading[1] ?? '' }
    }
    if (found === null || found < looseRank) return null
    if (found >= partialRank) return { kind: 'partial' }
    const alike = soundsAlike(query, song.titleSearch, song.singerSearch)
    return { kind: 'soundAlike', reading: alike?.reading ?? '' }
  }
  return { rank, near }
}

/** Whether the best of the results (`best`: the first song, or the first stream's songs) is near. */
export function onlyNear(ranked: Ranking, best: readonly SearchableSong[]): boolean {
  return best.length > 0 && best.every((song) => (ranked.rank(song) ?? Infinity) >= looseRank)
}
