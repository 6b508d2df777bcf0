import { createFileRoute } from '@tanstack/react-router'
import { contributeHead } from '../../features/contribute/contribute-head'
import { ContributePage } from '../../features/contribute/contribute-page'

export const Route = createFileRoute('/{-$locale}/contribute')({
  // The form's code loads when it is opened, not in the idle time of other pages.
  staticData: { idlePrefetch: false, catalog: 'contribute' },
  head: contributeHead,
  component: ContributePage,
})
