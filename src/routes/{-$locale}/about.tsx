import { createFileRoute } from '@tanstack/react-router'
import { aboutHead } from '../../features/about/about-head'
import { AboutPage } from '../../features/about/about-page'

export const Route = createFileRoute('/{-$locale}/about')({
  staticData: { catalog: 'about' },
  head: aboutHead,
  component: AboutPage,
})
