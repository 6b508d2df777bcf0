import { detectLocale, type DetectionInput } from './detect'

/** The unprefixed page paths; only these are language-redirected (as the edge rules do). */
export const unprefixedPagePaths = ['/', '/about', '/songlist'] as const

export interface EntryLocation {
  pathname: string
  search: string
  hash: string
}

function isUnprefixedPage(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return (unprefixedPagePaths as readonly string[]).includes(trimmed)
}

/** Where a visitor entering at `location` must go, or null to stay. */
export function entryRedirectTarget(location: EntryLocation, input: DetectionInput): string | null {
  if (!isUnprefixedPage(location.pathname)) return null
  if (detectLocale(input) !== 'zh') return null
  const path = location.pathname === '/' ? '/' : location.pathname
  return `/zh${path}${location.search}${location.hash}`
}
