import type { RouterHistory } from '@tanstack/react-router'

import { whenIdle } from '#src/lib/idle-work.ts'

import { fetchLatestBuildId, readPageBuildId } from './build-version.ts'
import { registerWorker, workerUrl } from './service-worker.ts'
import { createUpdateChecker } from './update-checker.ts'

/**
 * Watches for a new deploy. Nothing visible happens when one appears: the next in-app
 * navigation simply becomes a full page load, which the new build's worker answers. The worker
 * registers once the page is idle. Without a build id in the page (dev server) it does nothing.
 * Returns the stop function.
 */
export function startUpdateChecks(
  router: { history: RouterHistory },
  armReload: (history: RouterHistory) => Promise<void> = armReloadOnNextNavigation,
): () => void {
  const currentId = readPageBuildId()
  if (!currentId) return () => {}
  let armed: Promise<void> | undefined
  const arm = () => {
    armed ??= armReload(router.history).catch((error: unknown) => {
      // Unarmed, a navigation to code the deploy removed recovers as any failed chunk does.
      console.debug('Reload on the next navigation not armed', error)
    })
  }
  let registration: Promise<ServiceWorkerRegistration | null> = Promise.resolve(null)
  const url = workerUrl()
  if (url && 'serviceWorker' in navigator) {
    whenIdle(window, () => {
      registration = registerWorker(url, arm)
    })
  }
  const checker = createUpdateChecker({
    currentId,
    fetchLatestId: () => fetchLatestBuildId(),
    onNewBuild: () => {
      arm()
      // The new build's worker installs now, so the next navigation finds it waiting.
      void registration.then((r) => r?.update()).catch(() => {})
    },
  })
  return checker.start()
}

/**
 * The code that reloads on a new build, which is rare in a visit: not part of the first load but
 * warmed in idle time with the other pages' code, so a tab without a worker still has it after a
 * deploy removed it; else it loads once a new build is seen, from the old build's worker.
 */
export const loadReloadCode = () => import('./navigation-reload.ts')

async function armReloadOnNextNavigation(history: RouterHistory): Promise<void> {
  const { reloadOnNextNavigation } = await loadReloadCode()
  reloadOnNextNavigation(history)
}
