/**
 * How many performances the page's first render shows (the prerendered HTML holds the same, so the
 * sample data is whole without JavaScript); more follow on demand.
 */
export const initialPerformanceBudget = 200
/**
 * How many a new result list shows after the filter changes: a few screens, so a keystroke
 * renders little. Scrolling near the end adds more.
 */
export const resultPerformanceBudget = 40
/** How many more performances each "show more" adds. */
export const performanceBatch = 100

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
