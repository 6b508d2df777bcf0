// Shared by the browser tests, the size budget and the bench: the page shows before the app has
// hydrated it, so each waits for this before it counts, clicks or types.
import type { Page } from '@playwright/test'

/**
 * Resolves once React has hydrated every link and control of the prerendered markup: before that a
 * click reaches no handler, and React holds back focus events inside parts not yet hydrated.
 * (React marks its root container with a `__reactContainer` key, each node it owns `__reactFiber`.)
 */
export const hydrated = (page: Page, timeout?: number) =>
  page.waitForFunction(
    () => {
      const owned = (node: Element, prefix: string) =>
        Object.keys(node).some((k) => k.startsWith(prefix))
      const root = document.getElementById('root')
      if (!root || !owned(root, '__reactContainer')) return false
      const controls = root.querySelectorAll('a[href], button, input, select, textarea, summary')
      return [...controls].every((el) => owned(el, '__reactFiber'))
    },
    undefined,
    timeout === undefined ? undefined : { timeout },
  )
