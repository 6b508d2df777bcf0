import { createFileRoute } from '@tanstack/react-router'

import { contributeHead } from '#src/features/contribute/contribute-head.ts'
import { ContributePage } from '#src/features/contribute/contribute-page.tsx'

export const Route = createFileRoute('/{-$locale}/contribute')({
  // The form's code loads when it is opened, not in the idle time of other pages.
  staticData: { idlePrefetch: false, catalog: 'contribute' },
  head: contributeHead,
  component: ContributePage,
})
