import { createFileRoute } from '@tanstack/react-router'
import { songListHead } from '../../features/songs/song-list-head'
import { SongListPage } from '../../features/songs/song-list-page'

export const Route = createFileRoute('/{-$locale}/songlist')({
  head: songListHead,
  component: SongListPage,
})
