import type { RouterHistory } from '@tanstack/react-router'

import { loadAfterHandOver } from './hand-over.ts'
import { type DocumentLoader, loadDocument } from './load-document.ts'

/**
 * Once armed, the next in-app navigation to another page becomes a full page load of its URL.
 * It is a history blocker, so it sees every navigation however it starts (links, `navigate`,
 * redirects, back/forward) before the router loads anything from the old build.
 */
export function createNavigationReload(
  history: RouterHistory,
  load: DocumentLoader = loadDocument,
) {
  let release: (() => void) | null = null
  return {
    arm(): void {
      release ??= history.block({
        enableBeforeUnload: false,
        blockerFn: ({ currentLocation, nextLocation, action }) => {
          const samePage =
            currentLocation.pathname === nextLocation.pathname &&
            currentLocation.search === nextLocation.search
          if (samePage) return false
          if (action === 'PUSH' || action === 'REPLACE') {
            load(nextLocation.href, action === 'PUSH' ? 'assign' : 'replace')
            return true
          }
          // Back/forward: the address bar already shows the target, so load it in place.
          load(nextLocation.href, 'reload')
          return false
        },
      })
    },
    isArmed(): boolean {
      return release !== null
    },
  }
}

export type NavigationReload = ReturnType<typeof createNavigationReload>

/**
 * What a new build sets off: the next navigation to another page becomes a full load, on the new
 * build's worker once it has taken over. Each call adds a blocker: call it once.
 */
export function reloadOnNextNavigation(history: RouterHistory): void {
  createNavigationReload(history, (href, mode) => {
    void loadAfterHandOver(() => loadDocument(href, mode))
  }).arm()
}
