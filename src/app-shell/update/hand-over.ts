// The page's side of a new build's worker taking over before a full load.

/** How long a full load waits for a new build's worker to take over before going ahead. */
export const HAND_OVER_TIMEOUT_MS = 3_000

/**
 * A full load on a new build, once the waiting worker (if any) has taken over, so the loaded page
 * and its chunks come from the new build's worker. Bounded: past the timeout the load goes ahead
 * and the old worker answers it from the network, never mixing builds (its cache keeps only pages
 * of its own build).
 *
 * Chromium can hold the hand-over back until the next navigation (when a request reaches the old
 * worker as it stops for the new one), and then lose that navigation as the new worker takes
 * over: the page stays, loading forever. So a load made past the timeout is made once more if the
 * worker takes over while this page is still here. The registration is asked, not the worker's
 * events, which do not always come.
 */
export async function loadAfterHandOver(
  load: () => void,
  container: Pick<ServiceWorkerContainer, 'getRegistration'> | undefined = navigator.serviceWorker,
  timeoutMs = HAND_OVER_TIMEOUT_MS,
): Promise<void> {
  const active = async () => (await container?.getRegistration().catch(() => undefined))?.active
  const waiting = (await container?.getRegistration().catch(() => undefined))?.waiting
  if (!waiting) return load()
  waiting.postMessage({ type: 'SKIP_WAITING' })
  let loaded = false
  for (let waited = 0; waited < timeoutMs + LOST_LOAD_WATCH_MS; waited += RECHECK_MS) {
    await new Promise((resolve) => setTimeout(resolve, RECHECK_MS))
    const tookOver = waiting.state === 'activated' || (await active()) === waiting
    if (tookOver || waiting.state === 'redundant') return void ((tookOver || !loaded) && load())
    if (!loaded && waited + RECHECK_MS >= timeoutMs) {
      loaded = true
      load()
    }
  }
}

/** How often the hand-over is checked, and for how long after a load made past the timeout. */
const RECHECK_MS = 100
const LOST_LOAD_WATCH_MS = 10_000
