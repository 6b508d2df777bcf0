import { createFileRoute } from '@tanstack/react-router'
import { memberHead } from '../../shared/seo/page-head'
import { loadSongPage } from '../../features/songs/pages/page-data'
import { SongPage } from '../../features/songs/pages/song-page'

export const Route = createFileRoute('/{-$locale}/songs/$slug')({
  staticData: { catalog: ['songs', 'song-pages'] },
  head: memberHead,
  loader: ({ params, context }) => loadSongPage(params.slug, context),
  staleTime: Infinity,
  component: SongPage,
})
