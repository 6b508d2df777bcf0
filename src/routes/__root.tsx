import { createRootRoute, retainSearchParams } from '@tanstack/react-router'

import { ErrorPage } from '#src/app-shell/errors/error-page.tsx'
import { DefaultLayout } from '#src/app-shell/layout/default-layout.tsx'
import { validatePlaySearch } from '#src/shared/playlist/play-search.ts'

export const Route = createRootRoute({
  // The open queue travels with every link, so it survives moving between pages and a reload.
  validateSearch: validatePlaySearch,
  search: { middlewares: [retainSearchParams(['play'])] },
  component: DefaultLayout,
  errorComponent: ErrorPage,
})
