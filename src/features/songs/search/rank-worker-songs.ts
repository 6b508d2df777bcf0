// What the ranking worker (rank-worker.ts) works with: the songs' search texts as the song data
// packs them, posted once, and each text's rank of every song, in the songs' order.
import { runSteps } from '#src/lib/steps.ts'
import type { OtherReadings } from '#src/shared/search/other-readings.ts'
import { type HanForms, hanFormsFromPairs } from '#src/shared/search/search-fold.ts'
import { unpackingSongTexts } from '#src/shared/song-data/packed-texts.ts'

import { prepareSong, prepareSongRomaji, queryRanking } from './query-ranking.ts'
import type { RankTexts, SearchableSong, TextValues } from './search-types.ts'
import { fieldQueries } from './song-list-matching.ts'

/** The songs as the ranking sees them, in the song data's order (the model's `songs`). */
export interface RankSongs {
  songs: SearchableSong[]
  forms: HanForms
  readings: OtherReadings
}

export function rankSongsFrom({ songs, singers, hanForms, readings }: RankTexts): RankSongs {
  const forms = hanFormsFromPairs(hanForms)
  return {
    songs: runSteps(
      unpackingSongTexts(songs, singers, forms, (titleSearch, singerSearch) => ({
        titleSearch,
        singerSearch,
      })),
    ),
    forms,
    readings,
  }
}

/**
 * Each song's rank for what the text filters hold (`values`), in the songs' order: NaN for a
 * song the list leaves out, and all NaN when no filter holds text.
 */
export function songRanks({ songs, forms, readings }: RankSongs, values: TextValues): Float64Array {
  const ranks = new Float64Array(songs.length).fill(NaN)
  const ranking = queryRanking(fieldQueries(values, forms), forms, readings)
  if (!ranking) return ranks
  songs.forEach((song, i) => {
    const rank = ranking.rank(song)
    if (rank !== null) ranks[i] = rank
  })
  return ranks
}

/**
 * Works out the songs' search keys ahead of the first text, a slice of `count` steps at a time:
 * every song's keys, then every song's other readings' romaji (a kana text does without them).
 * Returns where the next slice starts, or null once all are worked out.
 */
export function prepareSongs(
  { songs, forms, readings }: RankSongs,
  from: number,
  count: number,
): number | null {
  const end = Math.min(2 * songs.length, from + count)
  for (let step = from; step < end; step++) {
    const song = songs[step % songs.length] as SearchableSong
    if (step < songs.length) prepareSong(song, forms, readings)
    else prepareSongRomaji(song, readings)
  }
  return end < 2 * songs.length ? end : null
}
