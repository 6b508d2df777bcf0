import { createRootRoute, retainSearchParams } from '@tanstack/react-router'
import { ErrorPage } from '../app-shell/errors/error-page'
import { DefaultLayout } from '../app-shell/layout/default-layout'
import { validatePlaySearch } from '../shared/playlist/play-search'

export const Route = createRootRoute({
  // The open queue travels with every link, so it survives moving between pages and a reload.
  validateSearch: validatePlaySearch,
  search: { middlewares: [retainSearchParams(['play'])] },
  component: DefaultLayout,
  errorComponent: ErrorPage,
})
