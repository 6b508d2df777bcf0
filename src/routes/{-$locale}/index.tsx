import { createFileRoute } from '@tanstack/react-router'
import { archiveFigures } from 'virtual:song-data/archive-figures'

import { homeHead } from '#src/features/home/home-head.ts'
import { HomePage } from '#src/features/home/home-page.tsx'

export const Route = createFileRoute('/{-$locale}/')({
  staticData: { catalog: 'home' },
  head: homeHead,
  loader: () => archiveFigures,
  component: HomePage,
})
