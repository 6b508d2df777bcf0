import { createFileRoute } from '@tanstack/react-router'

import { loadStreamPage } from '#src/features/songs/pages/page-data.ts'
import { StreamPage } from '#src/features/songs/pages/stream-page.tsx'
import { memberHead } from '#src/shared/seo/page-head.ts'

export const Route = createFileRoute('/{-$locale}/streams/$stream')({
  staticData: { catalog: ['songs', 'song-pages'] },
  head: memberHead,
  loader: ({ params, context }) => loadStreamPage(params.stream, context),
  staleTime: Infinity,
  component: StreamPage,
})
