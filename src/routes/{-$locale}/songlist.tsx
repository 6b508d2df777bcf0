import { createFileRoute, stripSearchParams } from '@tanstack/react-router'

import {
  songListDefaults,
  validateSongListSearch,
} from '#src/features/songs/list/filters/song-list-search.ts'
import { songListHead } from '#src/features/songs/list/song-list-head.ts'
import { loadSongListPage } from '#src/features/songs/list/song-list-loader.ts'
import { SongListPage } from '#src/features/songs/list/song-list-page.tsx'

export const Route = createFileRoute('/{-$locale}/songlist')({
  staticData: { catalog: 'songs' },
  validateSearch: validateSongListSearch,
  search: { middlewares: [stripSearchParams(songListDefaults)] },
  head: songListHead,
  loader: loadSongListPage,
  // The data is fixed for the page's lifetime: a change of filter must not run the loader again.
  staleTime: Infinity,
  component: SongListPage,
})
