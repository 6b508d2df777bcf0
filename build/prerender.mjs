// Second build step (after `vite build`): renders every URL to static HTML in the output directory,
// with its head tags and the site's stylesheet inlined, plus the 404 pages, sitemap.xml, robots.txt,
// _redirects, and the CSP hashes of every inline script and stylesheet in _headers. The output
// directory is DIST_DIR (default dist/), as in vite.config.ts.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build as viteBuild } from 'vite'
import {
  fillScriptHashes,
  fillStyleHashes,
  htmlFilesIn,
  inlineScripts,
  inlineStyles,
} from './prerender/csp.mjs'
import { composeDocument, splitHoistedHead } from './prerender/html-document.mjs'
import { inlineStylesheets } from './prerender/inline-css.mjs'
import { prePaintScript } from './prerender/pre-paint-script.mjs'
import { assetTags, routeAssets } from './prerender/route-assets.mjs'
import { robotsTxt, sitemapXml } from './prerender/sitemap.mjs'

const root = resolve(import.meta.dirname, '..')
const dist = resolve(root, process.env.DIST_DIR ?? 'dist')

/**
 * Bundles the server entry next to node_modules (so its imports resolve) and loads it. Its route
 * and catalog chunks load lazily, so the directory stays until the pages are written.
 */
async function loadServerEntry(outDir) {
  await viteBuild({
    root,
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir, emptyOutDir: true, copyPublicDir: false },
  })
  return import(pathToFileURL(join(outDir, 'entry-server.js')).href)
}

function writeOut(file, text) {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, text)
}

const cache = join(root, 'node_modules', '.cache')
mkdirSync(cache, { recursive: true })
const serverDir = mkdtempSync(join(cache, 'prerender-'))
const server = await loadServerEntry(serverDir)
const redirectScript = await prePaintScript()
const inlined = inlineStylesheets(readFileSync(join(dist, 'index.html'), 'utf8'), dist)
const template = inlined.html
const manifestFile = join(dist, '.vite', 'manifest.json')
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'))

try {
  for (const page of server.prerenderTargets()) {
    const rendered = await server.renderPage(page.url)
    if (rendered.status !== page.status) {
      throw new Error(
        `${page.url} rendered with status ${rendered.status}, expected ${page.status}`,
      )
    }
    // React marks a boundary whose content failed to render on the server with <!--$!-->.
    if (rendered.markup.includes('<!--$!-->')) {
      throw new Error(`${page.url}: part of the page failed to render on the server`)
    }
    const { head, body } = splitHoistedHead(rendered.markup, server.PRERENDERED_HEAD_ATTR)
    const catalogs = rendered.catalogs.map((name) => `src/locales/${rendered.lang}/${name}.po`)
    const { css, js } = routeAssets(manifest, rendered.routeIds, catalogs, {
      notFound: rendered.status === 404,
    })
    const assets = assetTags({
      css: css.filter((f) => !template.includes(f)),
      js: js.filter((f) => !template.includes(f)),
    })
    const html = composeDocument(template, {
      lang: rendered.lang,
      head: assets ? `${assets}\n    ${head}` : head,
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

writeOut(join(dist, 'sitemap.xml'), sitemapXml(server.sitemapEntries()))
writeOut(join(dist, 'robots.txt'), robotsTxt(server.siteOrigin))
copyFileSync(join(root, '_redirects'), join(dist, '_redirects'))

const pages = htmlFilesIn(dist).map((file) => readFileSync(file, 'utf8'))
const headers = fillStyleHashes(
  fillScriptHashes(readFileSync(join(root, '_headers'), 'utf8'), pages.flatMap(inlineScripts)),
  pages.flatMap(inlineStyles),
)
const pagePaths = server.prerenderTargets().map((p) => p.url)
writeOut(join(dist, '_headers'), headers + revalidateBlocks(pagePaths))

/** HTML must be revalidated; listed per page because `/*` would also cover the immutable assets. */
function revalidateBlocks(paths) {
  const blocks = paths.map((p) => `${p}\n  Cache-Control: public, max-age=0, must-revalidate\n`)
  return `\n# HTML pages (written by build/prerender.mjs)\n${blocks.join('')}`
}

console.log(`prerendered ${server.prerenderTargets().length} pages into ${dist}`)
