/** Plain code-point order: the same on the server and in every browser (no ICU differences). */
export function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
