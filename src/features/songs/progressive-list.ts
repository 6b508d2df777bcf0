/** How many performances the first render of a result list shows; more follow on demand. */
export const initialPerformanceBudget = 200
/** How many more performances each "show more" adds. */
export const performanceBatch = 200

/**
 * The number of leading cards whose performances fit in `budget` (at least one card), so a long
 * result list renders and hydrates a bounded amount of DOM however large the data grows.
 */
export function cardsWithinBudget(weights: readonly number[], budget: number): number {
  let used = 0
  for (let i = 0; i < weights.length; i++) {
    used += weights[i] ?? 0
    if (used > budget) return Math.max(1, i)
  }
  return weights.length
}
