import { createFileRoute } from '@tanstack/react-router'

import { myListHead } from '#src/features/my-list/my-list-head.ts'
import { MyListPage } from '#src/features/my-list/my-list-page.tsx'

export const Route = createFileRoute('/{-$locale}/mylist')({
  // Few visits open it: its code loads when it is opened, not in the idle time of other pages.
  staticData: { idlePrefetch: false, catalog: 'mylist' },
  head: myListHead,
  component: MyListPage,
})
