import { createFileRoute } from '@tanstack/react-router'

import { loadAboutPage } from '#src/features/about/about-data.ts'
import { aboutHead } from '#src/features/about/about-head.ts'
import { AboutPage } from '#src/features/about/about-page.tsx'

export const Route = createFileRoute('/{-$locale}/about')({
  staticData: { catalog: 'about', content: 'about' },
  head: aboutHead,
  loader: ({ context }) => loadAboutPage(context.content.about),
  component: AboutPage,
})
