import { sameOriginPath } from '#src/lib/same-origin-path.ts'

/** The offline page's one parameter: the page the visitor asked for, to try again once online. */
export interface OfflineSearch {
  from?: string | undefined
}

// Away from a browser (the prerender, tests) the router reads addresses against this origin too.
const pageOrigin = () => (typeof location === 'undefined' ? 'http://localhost' : location.origin)

/**
 * Only an address of this site is kept (`sameOriginPath`). A refused one is set to undefined rather
 * than left out: the router lays the validated search over the raw one, so a key left out would
 * keep its raw value.
 */
export function validateOfflineSearch(search: Record<string, unknown>): OfflineSearch {
  return { from: sameOriginPath(search.from, pageOrigin()) ?? undefined }
}
