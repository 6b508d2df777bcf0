import { pageCollections, pages } from '#src/lib/page-table.ts'

import { type DetectionInput, detectLocale } from './detect.ts'
import { defaultLocale } from './locales.ts'

export interface EntryLocation {
  pathname: string
  search: string
  hash: string
}

// Only the pages' unprefixed paths are language-redirected, as the edge rules do.
function isUnprefixedPage(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return (
    pages.some((p) => p.path === trimmed) ||
    pageCollections.some(
      ({ folder }) => trimmed.startsWith(folder) && trimmed.length > folder.length,
    )
  )
}

/** Where a visitor entering an unprefixed page at `location` must go, or null to stay. */
export function unprefixedPageRedirect(
  location: EntryLocation,
  input: DetectionInput,
): string | null {
  const locale = detectLocale(input)
  if (locale === defaultLocale) return null
  return `/${locale}${location.pathname}${location.search}${location.hash}`
}

/** Where a visitor entering at `location` must go, or null to stay. */
export function entryRedirectTarget(location: EntryLocation, input: DetectionInput): string | null {
  return isUnprefixedPage(location.pathname) ? unprefixedPageRedirect(location, input) : null
}
