import { ChunkStallError } from './navigation-watch.ts'
import type { ReloadGuard } from './reload-guard.ts'

// The messages browsers and Vite give a dynamic import or a chunk's CSS that failed to load.
const CHUNK_ERROR_MESSAGES = [
  /^Failed to fetch dynamically imported module/,
  /^error loading dynamically imported module/,
  /^Importing a module script failed/,
  /^Unable to preload CSS/,
]
// TanStack's lazy route component reloads on its own once per message per session, unless this
// key is set; setting it leaves the decision to the error page and the reload guard alone.
const ROUTER_RELOAD_KEY_PREFIX = 'tanstack_router_reload:'

const reported = new WeakSet<object>()

export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  if (reported.has(error) || error instanceof ChunkStallError) return true
  const message = (error as { message?: unknown }).message
  return typeof message === 'string' && CHUNK_ERROR_MESSAGES.some((re) => re.test(message))
}

/** Listens to Vite's `vite:preloadError`, fired for every failed chunk of a dynamic import. */
export function installChunkErrorHandling(win: Window = window): () => void {
  const onPreloadError = (event: Event) => {
    const error = (event as Event & { payload?: unknown }).payload
    if (typeof error !== 'object' || error === null) return
    reported.add(error)
    const message = (error as { message?: unknown }).message
    try {
      if (typeof message === 'string') {
        win.sessionStorage.setItem(ROUTER_RELOAD_KEY_PREFIX + message, '1')
      }
    } catch {
      // Without storage the router's own one-time reload stays; the guard still bounds ours.
    }
  }
  win.addEventListener('vite:preloadError', onPreloadError)
  return () => win.removeEventListener('vite:preloadError', onPreloadError)
}

export type ChunkRecovery = 'none' | 'reload' | 'refused'

const decisions = new WeakMap<object, ChunkRecovery>()

/** Decided once per error object, so re-renders never ask the guard twice. */
export function decideChunkRecovery(
  error: unknown,
  path: string,
  guard: ReloadGuard,
): ChunkRecovery {
  if (!isChunkLoadError(error)) return 'none'
  const key = error as object
  const known = decisions.get(key)
  if (known) return known
  const decision: ChunkRecovery = guard.allow(path) ? 'reload' : 'refused'
  decisions.set(key, decision)
  return decision
}
