import { createFileRoute } from '@tanstack/react-router'

import { loadRecapPage } from '#src/features/recap/recap-data.ts'
import { RecapPage } from '#src/features/recap/recap-page.tsx'
import { memberHead } from '#src/shared/seo/page-head.ts'

export const Route = createFileRoute('/{-$locale}/recap/$year')({
  staticData: { catalog: 'recap' },
  head: memberHead,
  loader: ({ params, context }) => loadRecapPage(params.year, context),
  staleTime: Infinity,
  component: RecapPage,
})
