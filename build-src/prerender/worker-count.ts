import { availableParallelism } from 'node:os'

/** Small enough that both workers stay busy to the end, large enough that messages cost nothing. */
export const PAGES_PER_BATCH = 32

/** How many page workers: `PRERENDER_WORKERS` when set (the bench sets 1), else one per core. */
export function prerenderWorkers(
  setting: string | undefined,
  cores = availableParallelism(),
): number {
  if (setting === undefined || setting === '') return cores
  const count = Number(setting)
  if (!Number.isInteger(count) || count < 1) {
    throw new Error(`PRERENDER_WORKERS must be a whole number of at least 1, not "${setting}"`)
  }
  return count
}
