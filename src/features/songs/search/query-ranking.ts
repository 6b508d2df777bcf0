// How each song ranks for the text filters' queries and why one below every match is listed:
// the ranking's core, apart from the readings table it reads, so the ranking worker
// (rank-worker.ts) runs the same code as the page.
import {
  otherKeys,
  otherReadingMatch,
  type OtherReadings,
  otherRomaji,
} from '#src/shared/search/other-readings.ts'
import type { HanForms } from '#src/shared/search/search-fold.ts'

import { looseRank, partialRank, tierRank } from './rank-order.ts'
import { prepareRankKeys, type RankScope, songRanker, soundsAlike } from './search-rank.ts'
import type {
  FieldQueries,
  KnownRanks,
  NearMatch,
  Ranking,
  SearchableSong,
} from './search-types.ts'
import { textFields, textTest } from './song-list-matching.ts'

/**
 * The `match` order's ranking for the first text filter with text (the general box, else the
 * title's, else the singer's), for songs the other text filters keep; null with no text. `known`
 * answers a song's rank already worked out (by the worker), undefined for a song it does not know.
 */
export function queryRanking(
  queries: FieldQueries,
  forms: HanForms,
  readings: OtherReadings,
  known?: KnownRanks,
): Ranking | null {
  const field = textFields.find((f) => queries[f] !== null)
  const query = field && queries[field]
  if (!field || !query) return null
  // A text filter's field is the scope its query ranks in.
  const rankOf = songRanker(query, field satisfies RankScope, forms, readings)
  const others = textFields.flatMap((f) => {
    const other = queries[f]
    return f === field || other === null ? [] : [textTest(f, other)]
  })
  const worked = (song: SearchableSong) =>
    others.every((test) => test(song)) ? rankOf(song.titleSearch, song.singerSearch) : null
  const rank = known
    ? (song: SearchableSong) => {
        const given = known(song)
        return given === undefined ? worked(song) : given
      }
    : worked
  const near = (song: SearchableSong): NearMatch => {
    const found = rank(song)
    if (found === tierRank('otherReading')) {
      const { titleSearch: title, singerSearch: artist } = song
      const reading = [title, artist].map((f) => otherReadingMatch(f, query, readings))
      return { kind: 'otherReading', reading: reading[0] ?? reading[1] ?? '' }
    }
    if (found === null || found < looseRank) return null
    if (found >= partialRank) return { kind: 'partial' }
    const alike = soundsAlike(query, song.titleSearch, song.singerSearch)
    return { kind: 'soundAlike', reading: alike?.reading ?? '' }
  }
  return { rank, near }
}

/**
 * Works out a song's search keys, which every query's ranking then only compares; the romaji of
 * its other readings, which only a latin query reads, come apart (`prepareSongRomaji`).
 */
export function prepareSong(song: SearchableSong, forms: HanForms, readings: OtherReadings) {
  for (const field of [song.titleSearch, song.singerSearch]) {
    prepareRankKeys(field, forms)
    otherKeys(field, readings)
  }
}

/** Works out the romaji of a song's other readings, for a latin query. */
export function prepareSongRomaji(song: SearchableSong, readings: OtherReadings) {
  otherRomaji(song.titleSearch, readings)
  otherRomaji(song.singerSearch, readings)
}
