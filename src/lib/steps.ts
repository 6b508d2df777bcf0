/**
 * Long work written as a generator that yields wherever it may pause, so one body serves both
 * callers: the build and the worker run it through at once, the page runs it in short tasks.
 */
export type Steps<T> = Generator<void, T, void>

/** How long one task of the page's work may hold the main thread: input waits at most this. */
const SLICE_MS = 8

/** Runs `steps` to the end in the running task. */
export function runSteps<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
  }
}

/**
 * Runs `steps` in tasks of about `SLICE_MS` each, so a tap or a key pressed meanwhile is handled
 * between two of them rather than after the whole work.
 */
export async function runStepsInSlices<T>(steps: Steps<T>, pause = yieldToMain): Promise<T> {
  let until = performance.now() + SLICE_MS
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
    if (performance.now() >= until) {
      await pause()
      until = performance.now() + SLICE_MS
    }
  }
}

/**
 * Ends the running task and resumes in a new one ahead of other queued work (`scheduler.yield`);
 * where the browser has none (Safari), a timer, which may resume a few milliseconds later.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<Scheduler> }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
