/** Set by the prerender on `#root`: the URL path whose markup the element holds. */
export const PRERENDERED_PATH_ATTR = 'data-prerendered-path'
/** Set by the prerender on the head tags React rendered (title, meta, link). */
export const PRERENDERED_HEAD_ATTR = 'data-head'

function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

/** The browser's path percent-encodes a song's address in Japanese; the markup names it as is. */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/**
 * True when the container holds prerendered markup of exactly this URL, so the client may hydrate.
 * A search string can change what a page renders (a song filter), and the 404 page is served for
 * every unknown path, so both of those mount from scratch instead.
 */
export function holdsMarkupFor(
  container: Element,
  location: { pathname: string; search: string },
): boolean {
  const path = container.getAttribute(PRERENDERED_PATH_ATTR)
  if (path === null || location.search !== '' || !container.hasChildNodes()) return false
  return withoutTrailingSlash(path) === withoutTrailingSlash(decodedPath(location.pathname))
}

/**
 * Removes the prerendered head tags before a fresh mount: they describe the URL the markup was
 * rendered for, and React adopts existing head tags only when it hydrates.
 */
export function removePrerenderedHead(doc: Document): void {
  for (const el of doc.head.querySelectorAll(`[${PRERENDERED_HEAD_ATTR}]`)) el.remove()
}
