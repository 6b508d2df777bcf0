import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { songListHead } from '../../features/songs/song-list-head'
import { SongListPage } from '../../features/songs/song-list-page'
import { songListDefaults, validateSongListSearch } from '../../features/songs/song-list-search'

export const Route = createFileRoute('/{-$locale}/songlist')({
  validateSearch: validateSongListSearch,
  search: { middlewares: [stripSearchParams(songListDefaults)] },
  head: songListHead,
  component: SongListPage,
})
