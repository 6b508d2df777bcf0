import {
  type SongFilterValues,
  songListFilters,
  textFilterKeys,
} from '#src/features/songs/list/filters/song-list-filters.ts'
import { closeMatches } from '#src/features/songs/search/close-matches.ts'
import type { FieldQueries } from '#src/features/songs/search/search-types.ts'
import { fieldsOf } from '#src/features/songs/search/song-list-matching.ts'
import { matchesText, type SearchableText } from '#src/shared/search/search-match.ts'
import type { SongModel } from '#src/shared/song-model/song-model.ts'

export interface CloseMatch {
  /** The title or artist as written. */
  label: string
  /** The search that finds it, in place of the query with the typo. */
  search: Partial<SongFilterValues>
}

/**
 * Close matches for each text filter's query, each only when that query on its own finds nothing:
 * a query that finds songs is not a typo, even when the other filters leave none.
 */
export function findCloseMatches(queries: FieldQueries, songs: SongModel['songs']): CloseMatch[] {
  return textFilterKeys.flatMap((key) => {
    const { field } = songListFilters[key]
    const query = queries[field]
    if (query === null) return []
    // Each text once: many songs share an artist.
    const texts = [
      ...new Map(songs.flatMap((song) => fieldsOf(song, field)).map((f) => [f.text, f])).values(),
    ]
    if (texts.some((text) => matchesText(text, query))) return []
    return closeMatches<SearchableText>(texts, (text) => text, query).map((text) => ({
      label: text.text,
      search: { [key]: text.text },
    }))
  })
}
