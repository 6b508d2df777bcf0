// The one place the preview server turns a request-target into the path every later decision
// uses (rules, headers, configuration files, dotfiles, files), so no two of them can disagree.

/**
 * `{ pathname, query }` as Netlify resolves a request: percent-decoded once, repeated slashes
 * folded, `.` and `..` segments resolved (never above the root); `null` when the target cannot
 * name a file at all (bad percent-encoding, control characters, no path).
 * @param target the request line's target, e.g. `//zh/about?x=1`
 */
export function requestPath(
  target: string | undefined,
): { pathname: string; query: string } | null {
  let raw = target ?? ''
  if (!raw.startsWith('/')) {
    // The absolute form (`http://host/path`) names its path after the authority.
    const absolute = /^https?:\/\/[^/?#]*/i.exec(raw)
    if (!absolute) return null
    raw = raw.slice(absolute[0].length) || '/'
  }
  const queryAt = raw.indexOf('?')
  const rawPath = queryAt === -1 ? raw : raw.slice(0, queryAt)
  const query = queryAt === -1 ? '' : raw.slice(queryAt + 1)
  let decoded: string
  try {
    decoded = decodeURIComponent(rawPath)
  } catch {
    return null
  }
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return null
  const segments: string[] = []
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue
    if (segment === '..') segments.pop()
    else segments.push(segment)
  }
  const trailingSlash = segments.length > 0 && /\/\.{0,2}$/.test(decoded)
  return { pathname: `/${segments.join('/')}${trailingSlash ? '/' : ''}`, query }
}

/** Files Netlify reads as configuration and never serves. */
const CONFIG_FILES = new Set(['_redirects', '_headers'])

/** True when a normalised path names a dotfile, a file in a dot folder or a configuration file. */
export function isHiddenPath(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean)
  if (segments.some((s) => s.startsWith('.'))) return true
  const [only, ...more] = segments
  return only !== undefined && more.length === 0 && CONFIG_FILES.has(only)
}

/**
 * A decoded path as the redirect matcher is given it: the characters that would change what its
 * rules' targets mean (`%`, `?`, `#`, and the backslash its substitution reads as an escape) kept
 * percent-encoded, so a rule's target carries them through as data.
 */
export function pathForRules(pathname: string): string {
  return pathname.replace(/[%?#\\]/g, (c) => encodeURIComponent(c))
}

/**
 * A rule's target as a `Location` header holds it: every character a header or a URL cannot
 * carry percent-encoded as UTF-8 (a Japanese slug from a splat), the `%XX` already there kept.
 */
export function locationOf(target: string): string {
  return target.replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@/?#%]/gu, (c) => encodeURIComponent(c))
}
