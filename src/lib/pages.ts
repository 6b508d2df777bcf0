/**
 * The one table of the site's pages, by their unprefixed path. Each page exists once per locale
 * (src/i18n/locales.ts); prerender targets, 404 pages, sitemap (src/shared/seo/prerender-targets.ts)
 * and the edge rules (src/shared/seo/edge-rules.ts) derive from both tables, and a test checks
 * the route tree and the committed `_redirects` against them.
 */
export const pages = [
  { path: '/' },
  { path: '/about' },
  { path: '/songlist' },
  { path: '/contribute' },
  { path: '/mylist' },
] as const

export type PagePath = (typeof pages)[number]['path']
