/** Worker registration and hand-over, as the page sees them (the worker: src/service-worker). */

/** How long a full load waits for a new build's worker to take over before going ahead. */
export const HAND_OVER_TIMEOUT_MS = 3_000

type Container = Pick<ServiceWorkerContainer, 'register' | 'getRegistration'>

/** The worker this build names, as a URL of the site, or null (switched off, dev server, tests). */
export function workerUrl(doc: Document = document): URL | null {
  const meta = (name: string) => doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content
  const file = meta('service-worker')
  return file ? new URL(file, new URL(meta('base-url') ?? '/', doc.location.origin)) : null
}

/**
 * Registers the worker and reports a new build's worker once it is installed and waiting (it
 * takes over only when asked, see `handOver`). A failure is invisible: the site works without it.
 */
export async function registerWorker(
  url: URL,
  onWaiting: () => void,
  container: Container = navigator.serviceWorker,
): Promise<ServiceWorkerRegistration | null> {
  try {
    const registration = await container.register(url, { scope: new URL('./', url).pathname })
    const watch = () => {
      const worker = registration.installing
      worker?.addEventListener('statechange', () => {
        // A first worker has no page to hand over from; only a successor waits.
        if (worker.state === 'installed' && registration.active) onWaiting()
      })
    }
    if (registration.waiting && registration.active) onWaiting()
    watch()
    registration.addEventListener('updatefound', watch)
    return registration
  } catch (error) {
    console.debug('Service worker not registered', error)
    return null
  }
}

/**
 * Right before a full load on a new build: the waiting worker (if any) takes over, so the loaded
 * page and its chunks come from the new build's worker. Bounded: past the timeout the load goes
 * ahead, and the old worker answers it from the network, never mixing builds (its cache keeps
 * only pages of its own build).
 */
export async function handOver(
  container: Pick<ServiceWorkerContainer, 'getRegistration'> | undefined = navigator.serviceWorker,
  timeoutMs = HAND_OVER_TIMEOUT_MS,
): Promise<void> {
  const waiting = await container
    ?.getRegistration()
    .then((r) => r?.waiting)
    .catch(() => null)
  if (!waiting) return
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, timeoutMs)
    waiting.addEventListener('statechange', () => {
      if (waiting.state === 'activated' || waiting.state === 'redundant') {
        clearTimeout(timer)
        resolve()
      }
    })
    waiting.postMessage({ type: 'SKIP_WAITING' })
  })
}
