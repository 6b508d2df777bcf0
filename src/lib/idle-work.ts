// Work a page does when it has nothing else to do: warming code the visitor is likely to need next.

interface NetworkInformationLike {
  saveData?: boolean
  effectiveType?: string
}

/** The visitor asked to save data, or the connection is 2g-class: prefetch nothing. */
export function shouldSkipPrefetch(nav: Navigator): boolean {
  const connection = (nav as Navigator & { connection?: NetworkInformationLike }).connection
  if (!connection) return false
  return (
    connection.saveData === true ||
    connection.effectiveType === 'slow-2g' ||
    connection.effectiveType === '2g'
  )
}

/** Calls back in the page's first idle period (within 3 s; at once where the browser has none). */
export function whenIdle(win: Window, callback: () => void): () => void {
  if (typeof win.requestIdleCallback === 'function') {
    const handle = win.requestIdleCallback(callback, { timeout: 3_000 })
    return () => win.cancelIdleCallback(handle)
  }
  const handle = win.setTimeout(callback, 0)
  return () => win.clearTimeout(handle)
}
