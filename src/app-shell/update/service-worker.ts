/**
 * Worker registration, as the page sees it (the worker: src/service-worker; the hand-over before a
 * full load: hand-over.ts).
 */

type Container = Pick<ServiceWorkerContainer, 'register' | 'getRegistration'>

/** The worker this build names, as a URL of the site, or null (switched off, dev server, tests). */
export function workerUrl(doc: Document = document): URL | null {
  const meta = (name: string) => doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content
  const file = meta('service-worker')
  return file ? new URL(file, new URL(meta('base-url') ?? '/', doc.location.origin)) : null
}

/**
 * Registers the worker and reports a new build's worker once it is installed and waiting (it
 * takes over only when asked, see `hand-over.ts`). A failure is invisible: the site works
 * without it.
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
