import { createFileRoute } from '@tanstack/react-router'
import { aboutHead } from '../../features/about/about-head'
import { loadAboutPage } from '../../features/about/about-data'
import { AboutPage } from '../../features/about/about-page'

export const Route = createFileRoute('/{-$locale}/about')({
  staticData: { catalog: 'about', content: 'about' },
  head: aboutHead,
  loader: ({ context }) => loadAboutPage(context.content.about),
  component: AboutPage,
})
