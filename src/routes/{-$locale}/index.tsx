import { createFileRoute } from '@tanstack/react-router'
import { archiveFigures } from 'virtual:song-data/archive-figures'
import { homeHead } from '../../features/home/home-head'
import { HomePage } from '../../features/home/home-page'

export const Route = createFileRoute('/{-$locale}/')({
  staticData: { catalog: 'home' },
  head: homeHead,
  loader: () => archiveFigures,
  component: HomePage,
})
