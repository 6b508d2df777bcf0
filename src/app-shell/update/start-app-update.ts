import type { RouterHistory } from '@tanstack/react-router'

import { whenIdle } from '#src/lib/idle-work.ts'

import { fetchLatestBuildId, readPageBuildId } from './build-version.ts'
import { createNavigationReload, loadDocument } from './navigation-reload.ts'
import { loadAfterHandOver, registerWorker, workerUrl } from './service-worker.ts'
import { createUpdateChecker } from './update-checker.ts'

/**
 * Watches for a new deploy. Nothing visible happens when one appears: the next in-app
 * navigation simply becomes a full page load, which the new build's worker answers. The worker
 * registers once the page is idle. Without a build id in the page (dev server) it does nothing.
 * Returns the stop function.
 */
export function startUpdateChecks(router: { history: RouterHistory }): () => void {
  const currentId = readPageBuildId()
  if (!currentId) return () => {}
  const navigationReload = createNavigationReload(router.history, (href, mode) => {
    void loadAfterHandOver(() => loadDocument(href, mode))
  })
  let registration: Promise<ServiceWorkerRegistration | null> = Promise.resolve(null)
  const url = workerUrl()
  if (url && 'serviceWorker' in navigator) {
    whenIdle(window, () => {
      registration = registerWorker(url, () => navigationReload.arm())
    })
  }
  const checker = createUpdateChecker({
    currentId,
    fetchLatestId: () => fetchLatestBuildId(),
    onNewBuild: () => {
      navigationReload.arm()
      // The new build's worker installs now, so the next navigation finds it waiting.
      void registration.then((r) => r?.update()).catch(() => {})
    },
  })
  return checker.start()
}
