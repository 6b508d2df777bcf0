import { createFileRoute } from '@tanstack/react-router'

import { loadSongPage } from '#src/features/songs/pages/page-data.ts'
import { SongPage } from '#src/features/songs/pages/song-page.tsx'
import { memberHead } from '#src/shared/seo/page-head.ts'

export const Route = createFileRoute('/{-$locale}/songs/$slug')({
  staticData: { catalog: ['songs', 'song-pages'] },
  head: memberHead,
  loader: ({ params, context }) => loadSongPage(params.slug, context),
  staleTime: Infinity,
  component: SongPage,
})
