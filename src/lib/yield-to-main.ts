interface SchedulerLike {
  yield?: () => Promise<void>
}

/**
 * Lets the browser run input and paint between two pieces of start-up work, so none of them is a
 * long task on a slow phone. `scheduler.yield` keeps our place at the front of the queue.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerLike }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
