/** Warms the other pages' route chunks once the page has settled, so the next click is instant. */
import type { AnyRoute } from '@tanstack/react-router'

import { preloadCatalogs, routeCatalogs } from '#src/i18n/catalog.ts'
import { localeOfMatches } from '#src/i18n/locale-param.ts'
import { shouldSkipPrefetch, whenIdle } from '#src/lib/idle-work.ts'
import { preloadContent } from '#src/shared/content/load-content.ts'

export const PREFETCH_DELAY_MS = 1_000

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** `false`: a page whose code loads only when it is opened (the setlist form). */
    idlePrefetch?: false
  }
}

export interface PrefetchRouter {
  routesById: object
  state: { matches: ReadonlyArray<{ routeId: string; context: unknown }> }
  loadRouteChunk: (route: AnyRoute) => Promise<void> | undefined
}

/**
 * Loads the code of every route the current page did not need, one route after the other, and its
 * catalog and content in the page's language, but for those that load only when opened. One at a
 * time, each route's requests and the evaluation of its chunks are short tasks of their own, so a
 * tap meanwhile is not kept waiting behind all of them. Failures stay silent.
 */
export async function prefetchOtherRoutes(
  router: PrefetchRouter,
  warmCatalogs: typeof preloadCatalogs = preloadCatalogs,
  warmContent: typeof preloadContent = preloadContent,
): Promise<void> {
  const current = new Set(router.state.matches.map((m) => m.routeId))
  const routes = (Object.entries(router.routesById) as Array<[string, AnyRoute]>)
    .filter(([id, route]) => !current.has(id) && route.options?.staticData?.idlePrefetch !== false)
    .map(([, route]) => route)
  const locale = localeOfMatches(router.state.matches)
  // The song list and the song and stream pages share the list's catalog: asked for once.
  const catalogs = [...new Set(routeCatalogs(routes.map((route) => route.options ?? {})))]
  const content = routes.flatMap((route) => route.options?.staticData?.content ?? [])
  const texts = Promise.all([warmCatalogs(locale, catalogs), warmContent(locale, content)])
  for (const route of routes) {
    await Promise.resolve(router.loadRouteChunk(route)).catch((error: unknown) => {
      // A chunk that cannot load now is loaded (or reported) on the navigation that needs it.
      console.debug('Route prefetch failed', error)
    })
  }
  await texts
}

function whenLoaded(win: Window, callback: () => void): () => void {
  if (win.document.readyState === 'complete') {
    callback()
    return () => {}
  }
  win.addEventListener('load', callback, { once: true })
  return () => win.removeEventListener('load', callback)
}

/** Code no route imports (the app shell's, loaded on demand), warmed after the routes' code. */
export type CodeLoader = () => Promise<unknown>

async function prefetchAll(router: PrefetchRouter, code: readonly CodeLoader[]): Promise<void> {
  await prefetchOtherRoutes(router)
  for (const load of code) {
    await load().catch((error: unknown) => console.debug('Code prefetch failed', error))
  }
}

/** After the load event and the first idle period, waits `delayMs` and prefetches. */
export function scheduleIdlePrefetch(
  router: PrefetchRouter,
  {
    win = window,
    delayMs = PREFETCH_DELAY_MS,
    code = [],
  }: { win?: Window; delayMs?: number; code?: readonly CodeLoader[] } = {},
): () => void {
  if (shouldSkipPrefetch(win.navigator)) return () => {}
  // whenLoaded calls back at once when the page has already loaded (after a hydration that awaited
  // its routes), so `cancel` must exist before it is called and keep the idle wait's canceller.
  let cancel: () => void = () => {}
  let loaded = false
  const cancelLoadWait = whenLoaded(win, () => {
    loaded = true
    cancel = whenIdle(win, () => {
      const handle = win.setTimeout(() => void prefetchAll(router, code), delayMs)
      cancel = () => win.clearTimeout(handle)
    })
  })
  if (!loaded) cancel = cancelLoadWait
  return () => cancel()
}
