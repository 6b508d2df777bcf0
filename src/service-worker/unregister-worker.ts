// The kill switch's worker (SERVICE_WORKER=off at build, docs/deploy.md): it takes over at once,
// empties every cache the site's worker made and unregisters itself. It handles no request, so
// every page and file comes from the network again; the pages of such a build register nothing.
import type { WorkerScope } from './worker-scope.ts'

declare const self: WorkerScope

async function removeEverything(): Promise<void> {
  await Promise.all((await caches.keys()).map((name) => caches.delete(name)))
  await self.registration.unregister()
}

self.addEventListener('install', () => void self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(removeEverything()))
