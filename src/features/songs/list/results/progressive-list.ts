/**
 * How many performances a list's first render shows: the page's first (the prerendered HTML holds
 * the same) and each new result list after a change. A few screens, so the start-up and a
 * keystroke render little; more follow on demand.
 */
export const firstPerformanceBudget = 40
/** How many more performances each "show more" adds. */
export const performanceBatch = 100
/**
 * The most performances the page holds at once. Past it, the cards far above the reader leave the
 * page (an empty space of their height keeps every position) and come back when scrolled to: the
 * cost of a scrolling frame grows with the cards in the page.
 */
export const windowPerformanceBudget = 500

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

/** The cards in the page: from `start` (inclusive) to `end` (exclusive), by index in the list. */
export interface ListWindow {
  start: number
  end: number
}

/** The window after the reader reached its end: one batch more, the cards past the budget dropped. */
export function grownWindow(weights: readonly number[], window: ListWindow): ListWindow {
  const end = window.end + cardsWithinBudget(weights.slice(window.end), performanceBatch)
  let start = window.start
  let held = weights.slice(start, end).reduce((n, w) => n + w, 0)
  while (start < end - 1 && held > windowPerformanceBudget) held -= weights[start++] ?? 0
  return { start, end }
}

/**
 * The window for a reader who went back above it, to the card at `index`: a batch before that
 * card, and as many after it as the budget holds, ending where the window ended at the latest.
 */
export function windowBackTo(
  weights: readonly number[],
  index: number,
  window: ListWindow,
): ListWindow {
  let start = index
  let before = 0
  while (start > 0 && before + (weights[start - 1] ?? 0) <= performanceBatch)
    before += weights[--start] ?? 0
  let end = start
  let held = 0
  while (
    end < window.end &&
    (end <= index || held + (weights[end] ?? 0) <= windowPerformanceBudget)
  )
    held += weights[end++] ?? 0
  return { start, end }
}

/** Where card `index` begins, below the first card's start, from the heights of those before it. */
export function offsetOfCard(heights: readonly number[], gap: number, index: number): number {
  let offset = 0
  for (let i = 0; i < index; i++) offset += (heights[i] ?? 0) + gap
  return offset
}

/** The card (before `limit`) whose space holds the point `y` below the first card's start. */
export function cardAt(heights: readonly number[], gap: number, y: number, limit: number): number {
  let bottom = 0
  for (let i = 0; i < limit; i++) {
    bottom += (heights[i] ?? 0) + gap
    if (bottom > y) return i
  }
  return Math.max(0, limit - 1)
}
