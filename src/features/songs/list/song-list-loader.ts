import { searchCodeWithin } from '#src/features/songs/search/search-on-demand.ts'
import type { SongListData } from '#src/shared/song-data/song-list-build.ts'
import { loadSongListData } from '#src/shared/song-data/song-list-data.ts'

import { parseFilters, textFilterKeys } from './filters/song-list-filters.ts'

/**
 * How long a link holding a query waits for the search code beside the song data: well inside the
 * bound where a waiting page load counts as stalled (navigation-watch.ts), so a stalled search
 * chunk never reloads the page; past it, the list shows and waits for the code itself.
 */
export const searchWaitMs = 5_000

/**
 * The song list's data and, when the URL holds a query, its search code, so a shared link shows
 * its results in the first render rather than the whole list before them.
 */
export async function loadSongListPage({
  location,
}: {
  location: { search: Record<string, unknown> }
}): Promise<SongListData> {
  const values = parseFilters(location.search)
  const texted = textFilterKeys.some((key) => values[key].trim() !== '')
  const [data] = await Promise.all([
    loadSongListData(),
    texted ? searchCodeWithin(searchWaitMs) : undefined,
  ])
  return data
}
