/** Where the site is deployed when `VITE_SITE_ORIGIN` is not set at build time. */
export const DEFAULT_SITE_ORIGIN = 'https://pepe-fan-site.netlify.app'

/** The origin of absolute URLs (canonical, hreflang, Open Graph, sitemap), without a trailing slash. */
export function normalizeOrigin(raw: string | undefined): string {
  const value = raw?.trim()
  if (!value) return DEFAULT_SITE_ORIGIN
  const url = new URL(value)
  return url.origin
}

export const siteOrigin = normalizeOrigin(import.meta.env.VITE_SITE_ORIGIN)
