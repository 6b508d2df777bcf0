import { defaultLocale, isLocale } from '#src/i18n/locales.ts'

/**
 * What the service worker decides about pages, apart from the worker's events so it is tested
 * like any module. Paths are the site's own: the worker's scope is the site's base.
 */

const PAGES_CACHE_PREFIX = 'pages-'

/** Pages a visitor opened are kept per build: a page is only ever served with its own chunks. */
export const pagesCacheName = (buildId: string) => `${PAGES_CACHE_PREFIX}${buildId}`

/** A cache of pages an earlier build kept, dropped once this build's worker is in charge. */
export const isOtherBuildsPages = (cacheName: string, buildId: string) =>
  cacheName.startsWith(PAGES_CACHE_PREFIX) && cacheName !== pagesCacheName(buildId)

/** The build a page's HTML was made by (the `build-id` meta every built page carries). */
export function pageBuildId(html: string): string | null {
  return /<meta name="build-id" content="([^"]+)"/.exec(html)?.[1] ?? null
}

/** The path below the scope, without its trailing slash (`/zh/songlist/` → `zh/songlist`). */
function relativePath(pathname: string, scopePath: string): string | null {
  if (!pathname.startsWith(scopePath)) return null
  return pathname.slice(scopePath.length).replace(/\/+$/, '')
}

/**
 * The precached file of a fixed page at `pathname` (`/zh/songlist` → `zh/songlist/index.html`).
 * The default language's prefixed form is the unprefixed page (`/ja/songlist` →
 * `songlist/index.html`): the same page, precached once.
 */
export function precachedPageFile(pathname: string, scopePath: string): string | null {
  const path = relativePath(pathname, scopePath)
  if (path === null) return null
  const [first, ...rest] = path.split('/')
  const page = first === defaultLocale ? rest.join('/') : path
  return page === '' ? 'index.html' : `${page}/index.html`
}

/** Whether the worker precaches a fixed page's file: not the default language's prefixed copy. */
export const isPrecachedPage = (file: string) => !file.startsWith(`${defaultLocale}/`)

/** The offline page in the language of the path asked for; a page of the site to try again. */
export function offlinePageUrl(url: URL, scopePath: string): string | null {
  const path = relativePath(url.pathname, scopePath)
  if (path === null) return null
  const first = path.split('/')[0]
  const language = isLocale(first) ? first : null
  const offline = `${scopePath}${language ? `${language}/` : ''}offline`
  // Never the offline page for itself: without its file in the cache, that would loop.
  if (url.pathname.replace(/\/+$/, '') === offline) return null
  const from = url.pathname + url.search
  return `${offline}?from=${encodeURIComponent(from)}`
}
