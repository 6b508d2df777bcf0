import { contentOrigin } from 'virtual:content'

/**
 * The origin of absolute URLs (canonical, hreflang, Open Graph, sitemap), without a trailing
 * slash: `VITE_SITE_ORIGIN` when set at build time, else the content's `site.origin`.
 */
export function normalizeOrigin(raw: string | undefined, fallback: string = contentOrigin): string {
  const value = raw?.trim()
  const url = new URL(value || fallback)
  return url.origin
}

export const siteOrigin = normalizeOrigin(import.meta.env.VITE_SITE_ORIGIN)
