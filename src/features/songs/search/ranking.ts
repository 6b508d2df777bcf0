// The `match` order, loaded with the first text typed (ranking-on-demand.ts): how each song
// ranks for the query (search-rank.ts), what a row says of a song below every
// match of the whole query, and the ranked songs and streams. The texts' other readings come with
// it, since only the ranking reads them.
import { otherReadings } from 'virtual:song-data/other-readings'

import { inIdleSlices } from '#src/lib/idle-slices.ts'
import { otherKeys, otherReadingMatch } from '#src/shared/search/other-readings.ts'
import type { HanForms } from '#src/shared/search/search-fold.ts'

import { looseRank, partialRank, tierRank } from './rank-order.ts'
import { prepareRankKeys, type RankScope, songRanker, soundsAlike } from './search-rank.ts'
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

/** Works out each song's search keys in short slices of the lowest priority; returns a stop. */
export function prepareSongs(songs: readonly SearchableSong[], forms: HanForms): () => void {
  return inIdleSlices(window, songs, (song) => {
    for (const field of [song.titleSearch, song.singerSearch]) {
      prepareRankKeys(field, forms)
      otherKeys(field, otherReadings)
    }
  })
}

let prepared = false

/**
 * Prepares the song list's keys once the ranking has loaded, most often when a search field got
 * focus and no key is pressed yet: the first key's ranking then only compares.
 */
export function prepareSongList(): void {
  if (prepared) return
  prepared = true
  // Imported, not named at the top: the list's chunk would then preload the data's chunks with
  // this one's, in bytes on its first load, although the list has them already.
  import('#src/shared/song-data/song-list-data.ts')
    .then(({ loadSongListData }) => loadSongListData())
    .then(
      ({ model }) => prepareSongs(model.songs, model.hanForms),
      () => (prepared = false),
    )
}
