// DevTools' CPU throttling slows a page's main thread only: a dedicated worker runs at full speed
// (`Emulation.setCPUThrottlingRate` on a worker's target answers "only supported for pages"). So
// that a slowed page's worker is slowed alike, the bench serves the site's workers with a prelude
// that follows each of their tasks (a message handled, a timer) with a busy wait of (rate - 1)
// times its own length. Bench only: the product's files are unchanged on disk.
import type { BrowserContext } from '@playwright/test'

/** The site's dedicated workers (the song list's ranking worker, decision 036). */
const workerScript = /\/assets\/rank-worker-[\w-]+\.js$/

/**
 * Runs in the worker, before its own code. Written as text, not a function's source: the bench's
 * loader names functions with a helper the worker does not have.
 */
const slowedTasks = (rate: number) => `(() => {
  const rate = ${rate}
  // A worker's tasks take one argument (an event) or none (a timer).
  const slowed = (task) => (event) => {
    const start = performance.now()
    try {
      return task(event)
    } finally {
      const until = performance.now() + (performance.now() - start) * (rate - 1)
      while (performance.now() < until);
    }
  }
  const listen = addEventListener.bind(globalThis)
  globalThis.addEventListener = (type, handler, options) => listen(type, slowed(handler), options)
  const later = setTimeout.bind(globalThis)
  globalThis.setTimeout = (handler, ms) => later(slowed(() => handler()), ms)
})();
`

/** Serves the site's workers slowed `rate` times in `context`; nothing at rate 1. */
export async function throttleWorkers(context: BrowserContext, rate: number): Promise<void> {
  if (rate <= 1) return
  await context.route(workerScript, async (route) => {
    const response = await route.fetch()
    const body = slowedTasks(rate) + (await response.text())
    await route.fulfill({ response, body })
  })
}
