/**
 * SERVICE_WORKER at build: unset or `on` writes the site's worker; `off` is the kill switch
 * (docs/hosting.md), a worker that unregisters itself and empties the caches, and pages that
 * register nothing.
 */
export type ServiceWorkerMode = 'on' | 'off'

export const SERVICE_WORKER_FILE = 'sw.js'

export function serviceWorkerMode(value: string | undefined): ServiceWorkerMode {
  if (value === undefined || value === '' || value === 'on') return 'on'
  if (value === 'off') return 'off'
  throw new Error(`SERVICE_WORKER must be "on" or "off", not ${JSON.stringify(value)}`)
}
