import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { songListHead } from '../../features/songs/song-list-head'
import { SongListPage } from '../../features/songs/song-list-page'
import { songListDefaults, validateSongListSearch } from '../../features/songs/song-list-search'
import { loadSongListData } from '../../shared/song-data/song-list-data'

export const Route = createFileRoute('/{-$locale}/songlist')({
  staticData: { catalog: 'songs' },
  validateSearch: validateSongListSearch,
  search: { middlewares: [stripSearchParams(songListDefaults)] },
  head: songListHead,
  loader: loadSongListData,
  // The data is fixed for the page's lifetime: a change of filter must not run the loader again.
  staleTime: Infinity,
  component: SongListPage,
})
