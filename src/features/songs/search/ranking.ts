// The `match` order, loaded with the search code (ranking-on-demand.ts): how each song ranks for
// the query (query-ranking.ts), what a row says of a song below every match of the whole query,
// the ranked songs and streams, and the ranking worker that ranks them off the main thread. The
// texts' other readings come with it, since only the ranking reads them.
import { otherReadings } from 'virtual:song-data/other-readings'

import { inIdleSlices } from '#src/lib/idle-slices.ts'
import type { HanForms } from '#src/shared/search/search-fold.ts'

import { prepareSong, prepareSongRomaji, queryRanking } from './query-ranking.ts'
import { looseRank } from './rank-order.ts'
import { rankWorker } from './rank-worker-client.ts'
import type { FieldQueries, KnownRanks, Ranking, SearchableSong } from './search-types.ts'

export { knownRanks, rankWorker } from './rank-worker-client.ts'
export { rankSongs, rankStreams } from './song-rank.ts'

/**
 * The `match` order's ranking (query-ranking.ts) with the readings this chunk ships; `known`: the
 * songs' ranks the worker worked out for the same queries.
 */
export const ranking = (
  queries: FieldQueries,
  forms: HanForms,
  known?: KnownRanks,
): Ranking | null => queryRanking(queries, forms, otherReadings, known)

/** Whether the best of the results (`best`: the first song, or the first stream's songs) is near. */
export function onlyNear(ranked: Ranking, best: readonly SearchableSong[]): boolean {
  return best.length > 0 && best.every((song) => (ranked.rank(song) ?? Infinity) >= looseRank)
}

/** Works out each song's search keys in short slices of the lowest priority; returns a stop. */
export function prepareSongs(songs: readonly SearchableSong[], forms: HanForms): () => void {
  return inIdleSlices(window, songs, (song) => {
    prepareSong(song, forms, otherReadings)
    prepareSongRomaji(song, otherReadings)
  })
}

let prepared = false

/**
 * Once the ranking has loaded, most often when a search field got focus and no key is pressed
 * yet: starts the ranking worker with the songs' texts, where the page can have one, else works
 * out the songs' keys on the page, so the first key's ranking only compares.
 */
export function prepareSongList(): void {
  if (prepared) return
  prepared = true
  // Imported, not named at the top: the list's chunk would then preload the data's chunks with
  // this one's, in bytes on its first load, although the list has them already.
  Promise.all([
    import('#src/shared/song-data/song-list-data.ts').then((data) => data.loadSongListData()),
    import('virtual:song-data/packed-song-list'),
  ]).then(
    ([{ model }, { packedSongList: packed }]) => {
      const texts = { songs: packed.songs, singers: packed.singers, hanForms: packed.hanForms }
      if (!rankWorker.start({ ...texts, readings: otherReadings })) {
        prepareSongs(model.songs, model.hanForms)
      }
    },
    () => (prepared = false),
  )
}
