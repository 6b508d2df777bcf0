/** Refuses a second automatic reload of the same path within a short window, so a reload can
 * never loop. State lives in sessionStorage: it survives the reload but not the tab. */

export const RELOAD_GUARD_WINDOW_MS = 10_000
const KEY_PREFIX = 'app-update:reload:'

export interface ReloadGuardOptions {
  storage?: () => Storage
  now?: () => number
  windowMs?: number
}

export function createReloadGuard({
  storage = () => window.sessionStorage,
  now = Date.now,
  windowMs = RELOAD_GUARD_WINDOW_MS,
}: ReloadGuardOptions = {}) {
  return {
    /** True (and recorded) when `path` may be reloaded now; false within the window. */
    allow(path: string): boolean {
      try {
        const store = storage()
        const key = KEY_PREFIX + path
        const last = Number(store.getItem(key))
        const at = now()
        if (Number.isFinite(last) && last > 0 && at - last < windowMs && at >= last) return false
        store.setItem(key, String(at))
        return true
      } catch {
        // Without storage the guard cannot remember a reload, so it never risks one.
        return false
      }
    },
  }
}

export type ReloadGuard = ReturnType<typeof createReloadGuard>
