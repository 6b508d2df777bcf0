/** A count axis from 0: its top and the whole-number ticks on it, 0 and the top included. */
export interface CountAxis {
  top: number
  ticks: number[]
}

/**
 * The axis for counts up to `max` with at most `intervals` steps of 1, 2 or 5 times a power of
 * ten, so the gridlines read as round numbers. An empty chart still gets the axis 0-1.
 */
export function countAxis(max: number, intervals = 4): CountAxis {
  const wanted = Math.max(1, max) / intervals
  let magnitude = 1
  while (magnitude * 10 <= wanted) magnitude *= 10
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= wanted) ?? 10 * magnitude
  const top = Math.max(1, Math.ceil(max / step)) * step
  return { top, ticks: Array.from({ length: top / step + 1 }, (_, i) => i * step) }
}

/** A bar's length as a share of the longest (0-1); nothing to compare with draws nothing. */
export function barShare(count: number, max: number): number {
  return max > 0 ? Math.min(1, Math.max(0, count / max)) : 0
}

/** A coordinate as the SVG writes it: at most two decimals, so server and browser agree. */
export function coordinate(value: number): string {
  return String(Math.round(value * 100) / 100)
}

/** A share (0-1) as an SVG percentage length. */
export function percent(share: number): string {
  return `${coordinate(share * 100)}%`
}
