import { stringifySearchWith } from '@tanstack/react-router'

/**
 * The router's `parseSearch`: every value stays the text the visitor typed (`?q=123` is '123'), a
 * repeated key gives a list. TanStack's default JSON-parses values (and `parseSearchWith` turns
 * `123` into a number before its parser sees it), so a route's `validateSearch` would get numbers.
 */
export function parsePlainSearch(search: string): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {}
  for (const [key, value] of new URLSearchParams(search)) {
    const previous = result[key]
    result[key] = previous === undefined ? value : [previous, value].flat()
  }
  return result
}

/**
 * The router's `stringifySearch`: a string is written as it is, so `?q=123` and not the JSON
 * `?q=%22123%22`; only a value that is not text (none of our routes has one) becomes JSON.
 */
export const stringifyPlainSearch = stringifySearchWith(JSON.stringify)
