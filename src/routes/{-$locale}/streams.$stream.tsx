import { createFileRoute } from '@tanstack/react-router'
import { memberHead } from '../../shared/seo/page-head'
import { loadStreamPage } from '../../features/songs/pages/page-data'
import { StreamPage } from '../../features/songs/pages/stream-page'

export const Route = createFileRoute('/{-$locale}/streams/$stream')({
  staticData: { catalog: ['songs', 'song-pages'] },
  head: memberHead,
  loader: ({ params, context }) => loadStreamPage(params.stream, context),
  staleTime: Infinity,
  component: StreamPage,
})
