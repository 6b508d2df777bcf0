/**
 * `value` as an address of `origin` (path, query and fragment, as the browser normalised them), or
 * null when a browser would read it as another origin or not as an address of the site at all. The
 * browser's own parser decides, so `/\evil.example`, `/\t/evil.example` (tabs and newlines are
 * dropped) and `https://evil.example` are refused with every spelling a new trick may take.
 */
export function sameOriginPath(value: unknown, origin: string): string | null {
  if (typeof value !== 'string' || value === '' || value.length > maxLength) return null
  const url = parse(value, origin)
  if (url === null || url.origin !== parse(origin)?.origin) return null
  const path = url.pathname + url.search + url.hash
  // `/.//evil.example` keeps the origin but normalises to `//evil.example`, which a link would
  // read as another host: what is returned must lead back to the same address.
  return parse(path, origin)?.href === url.href ? path : null
}

// Longer than any address of the site; keeps a crafted link from filling the page.
const maxLength = 2000

function parse(value: string, base?: string): URL | null {
  try {
    return new URL(value, base)
  } catch {
    return null
  }
}
