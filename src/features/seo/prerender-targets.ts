import { unprefixedPagePaths } from '../../i18n/entry-redirect'
import { locales } from '../../i18n/locales'
import { alternates, localizedPath, type Alternate } from './page-urls'

export interface PrerenderTarget {
  /** The URL rendered; the client hydrates only at this path. */
  url: string
  /** The output file, relative to the build directory. */
  file: string
  status: 200 | 404
  /** Unprefixed pages carry the pre-paint language redirect. */
  languageRedirect: boolean
}

function pageTarget(url: string, languageRedirect: boolean): PrerenderTarget {
  const file = url === '/' ? 'index.html' : `${url.slice(1)}/index.html`
  return { url, file, status: 200, languageRedirect }
}

/** Every page in its three URL forms, then the Japanese and the Chinese 404 page. */
export function prerenderTargets(): PrerenderTarget[] {
  const pages = unprefixedPagePaths.flatMap((path) => [
    pageTarget(path, true),
    ...locales.map((l) => pageTarget(path === '/' ? `/${l.code}` : `/${l.code}${path}`, false)),
  ])
  return [
    ...pages,
    { url: '/404.html', file: '404.html', status: 404, languageRedirect: false },
    { url: '/zh/404.html', file: 'zh/404.html', status: 404, languageRedirect: false },
  ]
}

export interface SitemapEntry {
  loc: string
  alternates: Alternate[]
}

/** One entry per page and locale at its canonical URL (the `/ja` forms are duplicates). */
export function sitemapEntries(origin: string): SitemapEntry[] {
  return unprefixedPagePaths.flatMap((path) =>
    locales.map((l) => ({
      loc: origin + localizedPath(path, l.code),
      alternates: alternates(path, origin),
    })),
  )
}
