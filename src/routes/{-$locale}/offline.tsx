import { createFileRoute } from '@tanstack/react-router'

import { offlineHead } from '#src/features/offline/offline-head.ts'
import { OfflinePage } from '#src/features/offline/offline-page.tsx'
import { validateOfflineSearch } from '#src/features/offline/offline-search.ts'

export const Route = createFileRoute('/{-$locale}/offline')({
  // Only the service worker leads here; its code is in the worker's precache.
  staticData: { idlePrefetch: false, catalog: 'offline' },
  validateSearch: validateOfflineSearch,
  head: offlineHead,
  component: OfflinePage,
})
