// Second build step, after `vite build` (which bundles the client and the server entry): renders
// every URL to static HTML in the output directory, with its head tags and the site's stylesheet
// inlined, plus the 404 pages, sitemap.xml, robots.txt, _redirects, the Netlify forms' page
// (__forms.html), and the CSP hashes of every inline script and stylesheet in _headers. The output
// directory is DIST_DIR (default dist/), as in vite.config.ts.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Manifest } from 'vite'
import type * as ServerEntry from '../src/entry-server'
import { contentDir } from './content-dir'
import { readCatalogue } from './song-data/song-catalogue'
import {
  fillScriptHashes,
  fillStyleHashes,
  htmlFilesIn,
  inlineScripts,
  inlineStyles,
} from './prerender/csp'
import { composeDocument, splitHoistedHead } from './prerender/html-document'
import { inlineStylesheets } from './prerender/inline-css'
import { netlifyFormsPage } from './prerender/netlify-forms-page'
import { prePaintScript } from './prerender/pre-paint-script'
import { assetTags, routeAssets } from './prerender/route-assets'
import { oldSlugRedirects } from './prerender/old-slug-redirects'
import { revalidateBlocks, revalidatedPaths } from './prerender/revalidate'
import { serverEntryDir } from './prerender/server-entry'
import { robotsTxt, sitemapXml } from './prerender/sitemap'

const root = resolve(import.meta.dirname, '..')
const dist = resolve(root, process.env.DIST_DIR ?? 'dist')

function writeOut(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, text)
}

const serverDir = serverEntryDir(root, dist)
const serverEntry = join(serverDir, 'entry-server.js')
if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run \`vite build\` first`)
// The entry's React runs its production build unless told otherwise, as under `vite build`.
process.env.NODE_ENV ??= 'production'
// Its route and catalog chunks load lazily, so the folder stays until the pages are written. It is
// src/entry-server.tsx as `vite build` bundled it, so it has that module's exports.
const server: typeof ServerEntry = await import(pathToFileURL(serverEntry).href)
const redirectScript = await prePaintScript()
const inlined = inlineStylesheets(readFileSync(join(dist, 'index.html'), 'utf8'), dist)
const template = inlined.html
const manifestFile = join(dist, '.vite', 'manifest.json')
const manifest: Manifest = JSON.parse(readFileSync(manifestFile, 'utf8'))

const members = await server.collectionPaths()
const targets = server.prerenderTargets(members)
try {
  for (const page of targets) {
    // The router reads a location as a browser sends it: a Japanese address percent-encoded.
    const rendered = await server.renderPage(encodeURI(page.url))
    if (rendered.status !== page.status) {
      throw new Error(
        `${page.url} rendered with status ${rendered.status}, expected ${page.status}`,
      )
    }
    // A location the router did not take as it is renders an empty root, with status 200.
    if (!rendered.markup.includes('<main')) {
      throw new Error(`${page.url} rendered no page`)
    }
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
      {
        notFound: rendered.status === 404,
      },
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
    writeOut(join(dist, page.file), html)
  }
} finally {
  rmSync(serverDir, { recursive: true, force: true })
}
// The manifest served its purpose, and the inlined stylesheet is linked from nowhere.
rmSync(join(dist, '.vite'), { recursive: true, force: true })
for (const file of inlined.files) rmSync(join(dist, file))

writeOut(join(dist, 'sitemap.xml'), sitemapXml(server.sitemapEntries(members)))
writeOut(join(dist, 'robots.txt'), robotsTxt(server.siteOrigin))
writeOut(join(dist, '__forms.html'), netlifyFormsPage())
writeOut(
  join(dist, '_redirects'),
  oldSlugRedirects(readCatalogue(contentDir()).catalogue.songs) +
    readFileSync(join(root, '_redirects'), 'utf8'),
)

const pages = htmlFilesIn(dist).map((file) => readFileSync(file, 'utf8'))
const headers = fillStyleHashes(
  fillScriptHashes(readFileSync(join(root, '_headers'), 'utf8'), pages.flatMap(inlineScripts)),
  pages.flatMap(inlineStyles),
)
writeOut(join(dist, '_headers'), headers + revalidateBlocks(revalidatedPaths(targets)))

console.log(`prerendered ${targets.length} pages into ${dist}`)
