import type { SongListData } from '#src/shared/song-data/song-list-build.ts'
import {
  filterSongs,
  filterStreams,
  type Keeps,
  type SongSort,
  sortStreams,
} from '#src/shared/song-model/filter/song-filter.ts'

import type { Ranker, Ranking, SongResultsData } from './search-types.ts'

/**
 * What the list shows for the filters (`keeps`) in the view and order chosen: the best match first
 * once the ranking's code is loaded (`ranker`), else the order's own, titles in `language`'s order.
 */
export function listResults(
  data: Pick<SongListData, 'model' | 'presorted'>,
  keeps: Keeps,
  { view, sort }: { view: SongResultsData['view']; sort: SongSort },
  language: string,
  ranked: { ranker: Ranker; ranking: Ranking } | null,
): SongResultsData {
  const match = sort === 'match' ? ranked : null
  if (view === 'songs') {
    if (!match) {
      const rows = filterSongs(data.presorted, keeps, sort, language)
      return { view, rows, daysSince: sort === 'oldest' }
    }
    const rows = match.ranker.rankSongs(data.presorted, keeps, match.ranking.rank)
    const best = rows[0] ? [rows[0].song] : []
    return { view, rows, onlyNear: match.ranker.onlyNear(match.ranking, best) }
  }
  if (!match) return { view, streams: sortStreams(filterStreams(data.model, keeps), sort) }
  const streams = match.ranker.rankStreams(data.model, keeps, match.ranking.rank)
  const best = streams[0]?.performances ?? []
  return { view, streams, onlyNear: match.ranker.onlyNear(match.ranking, best) }
}
