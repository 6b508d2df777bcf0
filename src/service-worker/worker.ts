// The service worker (build-src/service-worker writes it as sw.js): the build's code, catalogs,
// data and fixed pages precached; navigations from the network first, a page the visitor opened
// kept for offline, a page never opened answered with the offline page. Nothing of another origin
// (YouTube) is ever handled. It waits until the page asks it to take over (SKIP_WAITING), which the
// page does only on a navigation that becomes a full load.
import { ExpirationPlugin } from 'workbox-expiration'
import { enable as enableNavigationPreload } from 'workbox-navigation-preload'
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { NetworkFirst } from 'workbox-strategies'

import {
  isOtherBuildsPages,
  offlinePageUrl,
  pageBuildId,
  pagesCacheName,
  precachedPageFile,
} from './kept-pages.ts'
import type { WorkerScope } from './worker-scope.ts'

declare const self: WorkerScope
/** The build this worker belongs to, written in when the worker is bundled. */
declare const __BUILD_ID__: string

/** How long a slow connection may keep a kept page waiting. */
const NETWORK_TIMEOUT_SECONDS = 4
/** Pages carried into a new build's cache when it installs: the most recently opened. */
const CARRIED_PAGES = 40

const scopePath = new URL(self.registration.scope).pathname
const cacheName = pagesCacheName(__BUILD_ID__)

const pages = new NetworkFirst({
  cacheName,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [
    {
      // Only a page of this worker's build is kept: its chunks are the ones precached beside it.
      cacheWillUpdate: async ({ response }) =>
        response.ok && pageBuildId(await response.clone().text()) === __BUILD_ID__
          ? response
          : null,
    },
    new ExpirationPlugin({ maxEntries: 300 }),
  ],
})

enableNavigationPreload()
registerRoute(
  new NavigationRoute(async (options) => {
    try {
      return await pages.handle(options)
    } catch {
      // Neither the network nor a kept page answered.
    }
    const file = precachedPageFile(options.url.pathname, scopePath)
    const fixedPage = file && (await matchPrecache(new URL(file, self.registration.scope).href))
    if (fixedPage) return fixedPage
    const offline = offlinePageUrl(options.url, scopePath)
    return offline
      ? Response.redirect(new URL(offline, self.location.href).href, 302)
      : Response.error()
  }),
)
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

/** The pages an earlier build kept, fetched again from this build so they stay offline. */
async function carryVisitedPages(): Promise<void> {
  const names = (await caches.keys()).filter((name) => isOtherBuildsPages(name, __BUILD_ID__))
  const urls = new Set<string>()
  for (const name of names) {
    const requests = await (await caches.open(name)).keys()
    for (const request of requests.slice(-CARRIED_PAGES)) urls.add(request.url)
  }
  const own = await caches.open(cacheName)
  await Promise.allSettled(
    [...urls].slice(-CARRIED_PAGES).map(async (url) => {
      const response = await fetch(url, { cache: 'no-cache' })
      if (response.ok && pageBuildId(await response.clone().text()) === __BUILD_ID__)
        await own.put(url, response)
    }),
  )
}

async function dropOtherBuildsPages(): Promise<void> {
  const names = (await caches.keys()).filter((name) => isOtherBuildsPages(name, __BUILD_ID__))
  await Promise.all(names.map((name) => caches.delete(name)))
}

self.addEventListener('install', (event) => event.waitUntil(carryVisitedPages().catch(() => {})))
self.addEventListener('activate', (event) => event.waitUntil(dropOtherBuildsPages()))
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})
