// sitemap.xml lists every page once per locale, each with all its hreflang alternates; past the
// protocol's 50,000 URLs a file, it is an index of sitemap-1.xml, sitemap-2.xml and so on.

import { escapeXml } from './escape-xml.ts'

export interface SitemapEntry {
  loc: string
  alternates: { hreflang: string; href: string }[]
}

/** One entry per URL, with its alternates. */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(({ loc, alternates }) => {
    const links = alternates.map(
      (a) =>
        `    <xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`,
    )
    return ['  <url>', `    <loc>${escapeXml(loc)}</loc>`, ...links, '  </url>'].join('\n')
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** The protocol's limit: at most 50,000 URLs in one sitemap file. */
export const URLS_PER_SITEMAP = 50_000

/** The sitemap files to write: one, or an index (`sitemap.xml`) and the parts it lists. */
export function sitemapFiles(
  origin: string,
  entries: SitemapEntry[],
  perFile = URLS_PER_SITEMAP,
): { file: string; text: string }[] {
  if (entries.length <= perFile) return [{ file: 'sitemap.xml', text: sitemapXml(entries) }]
  const parts = Array.from({ length: Math.ceil(entries.length / perFile) }, (_, i) => ({
    file: `sitemap-${i + 1}.xml`,
    text: sitemapXml(entries.slice(i * perFile, (i + 1) * perFile)),
  }))
  const index = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...parts.map((p) => `  <sitemap><loc>${escapeXml(`${origin}/${p.file}`)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n')
  return [{ file: 'sitemap.xml', text: index }, ...parts]
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`
}
