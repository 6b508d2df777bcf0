import {
  filterDefaults,
  textFilterKeys,
} from '#src/features/songs/list/filters/song-list-filters.ts'
import { listResults } from '#src/features/songs/search/list-results.ts'
import type { Ranker } from '#src/features/songs/search/search-types.ts'
import { activeQueries, compileFilters } from '#src/features/songs/search/song-list-matching.ts'
import type { SongListData } from '#src/shared/song-data/song-list-build.ts'
import type { Song } from '#src/shared/song-model/song-model.ts'

/** How many songs the picker offers: the few a fan reads through without scrolling. */
export const pickerSize = 5

/**
 * The songs the song list's own search puts first for `text` typed in its general box, best
 * match first once the ranking's code is loaded: the songs a fan picks the one they meant from.
 */
export function pickerSongs(
  data: Pick<SongListData, 'model' | 'presorted'>,
  text: string,
  language: string,
  ranker: Ranker | null,
): Song[] {
  if (text.trim() === '') return []
  const values = { ...filterDefaults, [textFilterKeys[0]!]: text }
  const queries = activeQueries(values, data.model.hanForms, ranker)
  const { ranking } = queries
  const results = listResults(
    data,
    compileFilters(values, queries),
    { view: 'songs', sort: 'match' },
    language,
    ranker && ranking && { ranker, ranking },
  )
  return results.view === 'songs' ? results.rows.slice(0, pickerSize).map((row) => row.song) : []
}
