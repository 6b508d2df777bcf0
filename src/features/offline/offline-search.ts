/** The offline page's one parameter: the page the visitor asked for, to try again once online. */
export interface OfflineSearch {
  from?: string
}

/** Only a path of this site is kept: anything else (another origin, `//host`, not text) is ignored. */
export function validateOfflineSearch(search: Record<string, unknown>): OfflineSearch {
  const { from } = search
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return {}
  if (from.includes('\\') || from.length > 2000) return {}
  return { from }
}
