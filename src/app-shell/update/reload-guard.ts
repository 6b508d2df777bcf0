/**
 * Bounds automatic reloads so none can loop, at any timing. A path gets at most one automatic
 * reload per failure episode, however slow each cycle is; an episode ends when the path loads
 * or the visitor retries by hand. The seed's rule stays too: never twice within 10 seconds.
 * State lives in sessionStorage: it survives the reload but not the tab.
 */

export const RELOAD_GUARD_WINDOW_MS = 10_000
const KEY_PREFIX = 'app-update:reload:'

export interface ReloadGuardOptions {
  storage?: () => Storage
  now?: () => number
  windowMs?: number
}

interface ReloadRecord {
  at: number
  /** An automatic reload happened and the path has not loaded since. */
  open: boolean
}

function readRecord(store: Storage, key: string): ReloadRecord | null {
  try {
    const value: unknown = JSON.parse(store.getItem(key) ?? 'null')
    if (typeof value !== 'object' || value === null) return null
    const { at, open } = value as Partial<ReloadRecord>
    return typeof at === 'number' && typeof open === 'boolean' ? { at, open } : null
  } catch {
    return null
  }
}

export function createReloadGuard({
  storage = () => window.sessionStorage,
  now = Date.now,
  windowMs = RELOAD_GUARD_WINDOW_MS,
}: ReloadGuardOptions = {}) {
  return {
    /** True (and recorded) when `path` may be reloaded automatically now. */
    allow(path: string): boolean {
      try {
        const store = storage()
        const key = KEY_PREFIX + path
        const last = readRecord(store, key)
        const at = now()
        if (last?.open) return false
        if (last && at - last.at < windowMs && at >= last.at) return false
        store.setItem(key, JSON.stringify({ at, open: true } satisfies ReloadRecord))
        return true
      } catch {
        // Without storage the guard cannot remember a reload, so it never risks one.
        return false
      }
    },
    /** The path loaded, or the visitor asked for a retry: the next failure may reload again. */
    endEpisode(path: string): void {
      try {
        const store = storage()
        const key = KEY_PREFIX + path
        const last = readRecord(store, key)
        if (last?.open) store.setItem(key, JSON.stringify({ at: last.at, open: false }))
      } catch {
        // Nothing recorded, nothing to end.
      }
    },
  }
}

export type ReloadGuard = ReturnType<typeof createReloadGuard>

/** The one guard the pages share. */
export const pageReloadGuard = createReloadGuard()
