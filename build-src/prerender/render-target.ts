// One prerender target to one HTML document: the checks that refuse a page that did not render,
// then its head tags, the assets its routes need, and the markup in Vite's index.html, with the
// stylesheet inline (on a collection's page, the rules its markup uses).
import type { Manifest } from 'vite'

import type * as ServerEntry from '#src/entry-server.tsx'
import type { PrerenderTarget } from '#src/shared/seo/prerender-targets.ts'

import { composeDocument, splitHoistedHead } from './html-document.ts'
import { type PageStylesheet, withPageRules, withWholeStylesheet } from './page-stylesheet.ts'
import { assetTags, routeAssets } from './route-assets.ts'

/**
 * What every page shares: the filled index.html, Vite's manifest, the pre-paint script and the
 * site's stylesheet.
 */
export interface PageFrame {
  template: string
  manifest: Manifest
  redirectScript: string
  stylesheet: PageStylesheet
}

/** What the page render needs of the server entry (src/entry-server.tsx). */
interface Server {
  renderPage: (typeof ServerEntry)['renderPage']
  PRERENDERED_HEAD_ATTR: string
  PRERENDERED_PATH_ATTR: string
}

export async function renderTarget(
  server: Server,
  page: PrerenderTarget,
  { template, manifest, redirectScript, stylesheet }: PageFrame,
): Promise<string> {
  // The router reads a location as a browser sends it: a Japanese address percent-encoded.
  const rendered = await server.renderPage(encodeURI(page.url))
  if (rendered.status !== page.status) {
    throw new Error(`${page.url} rendered with status ${rendered.status}, expected ${page.status}`)
  }
  // A location the router did not take as it is renders an empty root, with status 200.
  if (!rendered.markup.includes('<main')) throw new Error(`${page.url} rendered no page`)
  // React marks a boundary whose content failed to render on the server with <!--$!-->.
  if (rendered.markup.includes('<!--$!-->')) {
    throw new Error(`${page.url}: part of the page failed to render on the server`)
  }
  const { head, body } = splitHoistedHead(rendered.markup, server.PRERENDERED_HEAD_ATTR)
  const catalogs = rendered.catalogs.map((name) => `src/locales/${rendered.lang}/${name}.po`)
  const { css, js } = routeAssets(
    manifest,
    rendered.routeIds,
    [...catalogs, ...rendered.contentModules],
    { notFound: rendered.status === 404 },
  )
  const assets = assetTags({
    css: css.filter((f) => !template.includes(f)),
    js: js.filter((f) => !template.includes(f)),
  })
  const html = composeDocument(template, {
    lang: rendered.lang,
    head,
    assets,
    body,
    path: page.url,
    pathAttr: server.PRERENDERED_PATH_ATTR,
    firstScript: page.languageRedirect ? redirectScript : undefined,
  })
  return page.member ? withPageRules(html, stylesheet) : withWholeStylesheet(html, stylesheet)
}
