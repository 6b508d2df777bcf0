// Loops, not spreads: a spread into a call puts every element on the stack, and an array sized by
// a file, an API or the archive overflows it.

/** The largest value, -Infinity for none (as Math.max()). */
export function maxOf(values: Iterable<number>): number {
  let most = -Infinity
  for (const value of values) if (value > most || Number.isNaN(value)) most = value
  return most
}

/** The smallest value, Infinity for none (as Math.min()). */
export function minOf(values: Iterable<number>): number {
  let least = Infinity
  for (const value of values) if (value < least || Number.isNaN(value)) least = value
  return least
}

/** Adds every item to the end of `target`, whatever their number. */
export function appendAll<T>(target: T[], items: Iterable<T>): T[] {
  for (const item of items) target.push(item)
  return target
}
