import type { AnyRoute } from '@tanstack/react-router'

import type { ReloadGuard } from './reload-guard.ts'

/** How long a navigation may wait on its code before it counts as a failed chunk. */
export const NAVIGATION_STALL_MS = 15_000

/** A route chunk that neither loaded nor failed in time: handled like one that failed. */
export class ChunkStallError extends Error {
  constructor(path: string) {
    super(`Loading ${path} took longer than ${NAVIGATION_STALL_MS / 1000} s`)
    this.name = 'ChunkStallError'
  }
}

interface NavigationEvent {
  toLocation: { pathname: string }
}

interface WatchedRouter {
  subscribe(
    event: 'onBeforeLoad' | 'onResolved',
    listener: (event: NavigationEvent) => void,
  ): () => void
  state: { matches: ReadonlyArray<{ routeId: string; status: string }> }
  routesById: object
  loadRouteChunk: (route: AnyRoute) => Promise<void> | undefined
}

const hasPreload = (component: unknown) =>
  typeof (component as { preload?: unknown } | undefined)?.preload === 'function'

/**
 * Watches every navigation (the first load included): one whose code all loaded ends its path's
 * reload episode; one still waiting after `stallMs` is reported as a stalled chunk.
 */
export function watchNavigations(
  router: WatchedRouter,
  guard: ReloadGuard,
  onStall: (error: ChunkStallError) => void,
  stallMs = NAVIGATION_STALL_MS,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const stopStart = router.subscribe('onBeforeLoad', ({ toLocation }) => {
    clearTimeout(timer)
    timer = setTimeout(() => onStall(new ChunkStallError(toLocation.pathname)), stallMs)
  })
  const stopEnd = router.subscribe('onResolved', ({ toLocation }) => {
    clearTimeout(timer)
    const { matches } = router.state
    if (matches.some((match) => match.status === 'error')) return
    // A route's component code may still be on its way (a hydrating page loads it as it renders):
    // the path has loaded only once every chunk it needs has.
    const routes = matches.flatMap(({ routeId }) => {
      const route = (router.routesById as Record<string, AnyRoute | undefined>)[routeId]
      return route ? [route] : []
    })
    Promise.all(routes.map((route) => router.loadRouteChunk(route)))
      .then(() => {
        // A lazy component's preload resolves even when its import failed, and drops its
        // `preload` only once the code arrived: one still there means the page is not loaded.
        const loaded = routes.every((route) => !hasPreload(route.options.component))
        if (loaded) guard.endEpisode(toLocation.pathname)
      })
      .catch(() => {
        // The failure reaches the error page, which decides on a reload.
      })
  })
  return () => {
    clearTimeout(timer)
    stopStart()
    stopEnd()
  }
}
