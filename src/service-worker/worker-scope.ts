import type { PrecacheEntry } from 'workbox-precaching'

/**
 * The parts of a service worker's global scope the workers use. The project compiles against the
 * page's DOM types, which have no worker scope, and the two sets of types cannot be mixed.
 */
export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void
}

export interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown
}

export interface WorkerScope {
  registration: ServiceWorkerRegistration
  location: Location
  __WB_MANIFEST: Array<PrecacheEntry | string>
  skipWaiting(): Promise<void>
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void
}
