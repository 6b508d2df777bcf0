/** Time as the lookups see it: a test passes a clock whose sleep only moves its hands. */
export interface Clock {
  now(): number
  sleep(ms: number): Promise<void>
}

export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}

/**
 * Runs requests one at a time, each started at least `intervalMs` after the one before (MusicBrainz
 * allows one request a second from an address; VocaDB asks to be spared bursts).
 */
export function spacedRequests(intervalMs: number, clock: Clock) {
  let nextStart = -Infinity
  let queue: Promise<unknown> = Promise.resolve()
  return <T>(request: () => Promise<T>): Promise<T> => {
    const run = queue.then(async () => {
      const wait = nextStart - clock.now()
      if (wait > 0) await clock.sleep(wait)
      nextStart = clock.now() + intervalMs
      return request()
    })
    // A failed request must not stop the ones queued after it.
    queue = run.catch(() => {})
    return run
  }
}

export type SpacedRequests = ReturnType<typeof spacedRequests>
