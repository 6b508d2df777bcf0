import type { StoredList } from '#src/shared/visitor-lists/stored-list.ts'

/**
 * Puts a removed item back at its place (or at the end, if the list has since got shorter),
 * unless it has come back another way meanwhile (added again, another tab).
 */
export function restoreAt<T>(
  list: StoredList<T>,
  item: T,
  index: number,
  keyOf: (item: T) => string,
): void {
  const items = list.read()
  if (items.some((other) => keyOf(other) === keyOf(item))) return
  list.write([...items.slice(0, index), item, ...items.slice(index)])
}

/** Puts cleared items back after those added since (they are newer), each key once. */
export function restoreAll<T>(
  list: StoredList<T>,
  cleared: readonly T[],
  keyOf: (item: T) => string,
) {
  const items = list.read()
  const kept = new Set(items.map(keyOf))
  list.write([...items, ...cleared.filter((item) => !kept.has(keyOf(item)))])
}
