import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { ErrorPage } from './features/errors/error-page'
import { NotFoundPage } from './features/errors/not-found-page'
import { RoutePending } from './features/prefetch/route-pending'
import { parsePlainSearch, stringifyPlainSearch } from './lib/plain-search'
import { routeTree } from './routeTree.gen'

export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    defaultPendingMs: 200,
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: ErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
    parseSearch: parsePlainSearch,
    stringifySearch: stringifyPlainSearch,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
