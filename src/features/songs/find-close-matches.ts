import { closeMatches } from '../../shared/search/close-matches'
import { matchesText, type SearchableText } from '../../shared/search/search-match'
import type { CloseMatch } from './close-match-links'
import { songListData } from '../../shared/song-data/song-list-data'
import type { ActiveQueries } from './matched-text'

/**
 * Close matches for the title and the artist query, each only when that query on its own finds
 * nothing: a query that finds songs is not a typo, even when the other filters leave none.
 */
export function findCloseMatches({ title, singer }: ActiveQueries): CloseMatch[] {
  const { songs } = songListData().model
  const found: CloseMatch[] = []
  if (title && !songs.some((song) => matchesText(song.titleSearch, title))) {
    for (const song of closeMatches(songs, (s) => s.titleSearch, title))
      found.push({ label: song.songName, search: { q: song.songName } })
  }
  if (singer) {
    const singers = [...new Map(songs.map((s) => [s.singer, s.singerSearch])).values()]
    if (!singers.some((field) => matchesText(field, singer))) {
      for (const field of closeMatches<SearchableText>(singers, (f) => f, singer))
        found.push({ label: field.text, search: { singer: field.text } })
    }
  }
  return found
}
