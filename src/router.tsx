import { createRouter, type RouterHistory } from '@tanstack/react-router'

import { ErrorPage } from './app-shell/errors/error-page.tsx'
import { NotFoundPage } from './app-shell/errors/not-found-page.tsx'
import { RoutePending } from './app-shell/prefetch/route-pending.tsx'
import { parsePlainSearch, stringifyPlainSearch } from './lib/plain-search.ts'
import { routeTree } from './routeTree.gen.ts'

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
