import { type ApiMethod, badData } from './api.ts'

/** A page's items, checked: YouTube never sends more than the `maxResults` it was asked for. */
export function pageItems<T>(method: ApiMethod, items: unknown, maxResults: number): T[] {
  if (items === undefined) return []
  if (!Array.isArray(items)) throw badData(method, 'the items of a page are not a list')
  if (items.length > maxResults)
    throw badData(
      method,
      `a page of ${items.length} items, where at most ${maxResults} were asked for`,
    )
  return items as T[]
}

/**
 * Turns the pages of one listing: each call takes a page's `nextPageToken` and gives the token to
 * ask for next, or undefined at the end. A token that comes back, or a page past `maxPages`, is
 * bad data: such a listing would never end, and every page costs a unit of the daily quota.
 */
export function pageTurner(method: ApiMethod, maxPages: number) {
  const seen = new Set<string>()
  return (token: unknown): string | undefined => {
    if (token === undefined || token === '') return undefined
    if (typeof token !== 'string') throw badData(method, 'a nextPageToken that is not text')
    if (seen.has(token))
      throw badData(method, `the nextPageToken ${JSON.stringify(token)} came back`)
    seen.add(token)
    if (seen.size >= maxPages)
      throw badData(method, `more than ${maxPages} pages; the listing is not read further`)
    return token
  }
}
