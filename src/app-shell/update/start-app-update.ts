import type { RouterHistory } from '@tanstack/react-router'

import { fetchLatestBuildId, readPageBuildId } from './build-version.ts'
import { createNavigationReload } from './navigation-reload.ts'
import { createUpdateChecker } from './update-checker.ts'

/**
 * Watches for a new deploy. Nothing visible happens when one appears: the next in-app
 * navigation simply becomes a full page load. Without a build id in the page (dev server) it
 * does nothing. Returns the stop function.
 */
export function startUpdateChecks(router: { history: RouterHistory }): () => void {
  const currentId = readPageBuildId()
  if (!currentId) return () => {}
  const navigationReload = createNavigationReload(router.history)
  const checker = createUpdateChecker({
    currentId,
    fetchLatestId: () => fetchLatestBuildId(),
    onNewBuild: () => navigationReload.arm(),
  })
  return checker.start()
}
