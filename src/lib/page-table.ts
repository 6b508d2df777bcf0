/**
 * The one table of the site's pages, by their unprefixed path. Each page exists once per locale
 * (src/i18n/locales.ts); prerender targets, 404 pages, sitemap (src/shared/seo/prerender-targets.ts)
 * and the edge rules (tests/support/edge-rules.ts) derive from both tables, and a test checks
 * the route tree and the committed `_redirects` against them.
 */
export const pages = [
  { path: '/' },
  { path: '/about' },
  { path: '/songlist' },
  { path: '/contribute' },
  { path: '/mylist' },
  // What the service worker shows for a page not kept on this device: never in the sitemap.
  { path: '/offline', indexed: false },
] as const

/**
 * Pages one per song, stream or year: a route with one parameter under a fixed folder. Their members
 * come from the content at build time (`collectionPaths` in src/entry-server.tsx).
 */
export const pageCollections = [
  { route: '/songs/$slug', folder: '/songs/' },
  { route: '/streams/$stream', folder: '/streams/' },
  { route: '/recap/$year', folder: '/recap/' },
] as const

export type CollectionFolder = (typeof pageCollections)[number]['folder']

export type PagePath = (typeof pages)[number]['path'] | `${CollectionFolder}${string}`
