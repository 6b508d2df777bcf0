import { whenIdle } from './idle-work.ts'

// Apart from idle-work.ts, which every page's first load carries: only code loaded on demand
// works through lists this way.

/** How long one slice may hold the main thread: a key pressed meanwhile waits at most this. */
const SLICE_MS = 5

/**
 * Calls `work` on each item in short slices, each a task of the lowest priority, so input and
 * rendering always come first; returns a function that stops what is left. Where the browser has
 * no task priorities, each slice waits for an idle period (fewer slices a second).
 */
export function inIdleSlices<T>(win: Window, items: readonly T[], work: (item: T) => void) {
  let next = 0
  let stopped = false
  const later = () =>
    // Not optional in the DOM's types, but missing in Safari.
    'scheduler' in win
      ? void win.scheduler.postTask(slice, { priority: 'background' })
      : whenIdle(win, slice)
  const slice = () => {
    if (stopped) return
    const until = win.performance.now() + SLICE_MS
    while (next < items.length && win.performance.now() < until) work(items[next++] as T)
    if (next < items.length) later()
  }
  later()
  return () => {
    stopped = true
  }
}
