// Second build step, after `vite build` (which bundles the client, the server entry and the page
// worker): renders every URL to static HTML in the output directory, in one worker thread per
// core, with its head tags and the stylesheet inlined (a song, stream or recap page: the rules its
// markup uses, linking the whole file); then the sitemap, robots.txt, the feeds, _redirects, the
// Netlify forms' page (__forms.html), and in _headers the CSP hashes of every inline script and
// stylesheet and the feeds' media types; then each song's and stream's share card (drawn only when
// what it shows changed, build-src/share-cards); last the service worker (sw.js), whose precache
// list is made of those files. The output directory is DIST_DIR (default dist/), as in vite.config.ts.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { Manifest } from 'vite'

import type * as ServerEntry from '#src/entry-server.tsx'
import { isPrecachedPage } from '#src/service-worker/kept-pages.ts'

import { readCatalogue } from './archive-files/song-catalogue.ts'
import { contentDir } from './content-dir.ts'
import {
  fillScriptHashes,
  fillStyleHashes,
  htmlFilesIn,
  inlineScripts,
  inlineStyles,
} from './prerender/csp.ts'
import { feedFiles, feedHeaderBlocks } from './prerender/feed-files.ts'
import { crowdedFolders, ENTRIES_PER_FOLDER } from './prerender/folder-limit.ts'
import { netlifyFormsPage } from './prerender/netlify-forms-page.ts'
import { oldSlugRedirects } from './prerender/old-slug-redirects.ts'
import { readStylesheet } from './prerender/page-stylesheet.ts'
import type { PageWorkerData, RenderedBatch } from './prerender/page-worker-messages.ts'
import { prePaintScript } from './prerender/pre-paint-script.ts'
import { revalidateBlocks, revalidatedPaths } from './prerender/revalidate.ts'
import { serverEntryDir } from './prerender/server-entry.ts'
import { robotsTxt, sitemapFiles } from './prerender/sitemap.ts'
import { PAGES_PER_BATCH, prerenderWorkers } from './prerender/worker-count.ts'
import { inWorkers } from './prerender/worker-pool.ts'
import { serviceWorkerMode } from './service-worker/service-worker-mode.ts'
import { writeServiceWorker } from './service-worker/write-service-worker.ts'
import { shareCardCache, siteCardLook } from './share-cards/card-look.ts'
import { homeCard, songCard, streamCard } from './share-cards/page-cards.ts'
import { pruneShareCards, writeShareCards } from './share-cards/write-share-cards.ts'

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
const template = readFileSync(join(dist, 'index.html'), 'utf8')
const manifestFile = join(dist, '.vite', 'manifest.json')
const manifest: Manifest = JSON.parse(readFileSync(manifestFile, 'utf8'))

const members = await server.collectionPaths()
const targets = server.prerenderTargets(members)
const crowded = crowdedFolders(targets.map((page) => page.file))
if (crowded.length > 0) {
  const list = crowded.map((c) => `${c.folder} (${c.entries})`).join(', ')
  throw new Error(
    `Netlify deploys at most ${ENTRIES_PER_FOLDER} files in one folder; these would hold more: ${list}`,
  )
}
// Worked out before the workers: the entry's catalog chunks are deleted with it after them.
const feeds = feedFiles(await server.feedDocuments())
const cardSubjects = await server.shareCardSubjects()
const workerData: PageWorkerData = {
  dist,
  frame: {
    template,
    manifest,
    redirectScript: await prePaintScript(),
    stylesheet: readStylesheet(template, dist),
  },
}
const inline = { scripts: new Set<string>(), styles: new Set<string>() }
const workers = prerenderWorkers(process.env.PRERENDER_WORKERS)
const started = performance.now()
try {
  await inWorkers(
    // Without the TypeScript loader: the worker is the bundled JavaScript (page-worker.ts).
    () => new Worker(join(serverDir, 'page-worker.js'), { workerData, execArgv: [] }),
    workers,
    targets,
    PAGES_PER_BATCH,
    (batch: RenderedBatch) => {
      for (const text of batch.scripts) inline.scripts.add(text)
      for (const text of batch.styles) inline.styles.add(text)
    },
  )
} finally {
  rmSync(serverDir, { recursive: true, force: true })
}
// The manifest served its purpose.
rmSync(join(dist, '.vite'), { recursive: true, force: true })

for (const { file, text } of sitemapFiles(server.siteOrigin, server.sitemapEntries(members))) {
  writeOut(join(dist, file), text)
}
writeOut(join(dist, 'robots.txt'), robotsTxt(server.siteOrigin))
for (const { path, text } of feeds) writeOut(join(dist, path), text)
writeOut(join(dist, '__forms.html'), netlifyFormsPage())
writeOut(
  join(dist, '_redirects'),
  oldSlugRedirects(readCatalogue(contentDir()).catalogue.songs) +
    readFileSync(join(root, '_redirects'), 'utf8'),
)

// The pages' inline texts came from the workers; any other HTML file (the forms' page, one from
// the content's public folder) is read here.
const rendered = new Set(targets.map((page) => join(dist, page.file)))
for (const file of htmlFilesIn(dist).filter((f) => !rendered.has(f))) {
  const html = readFileSync(file, 'utf8')
  for (const text of inlineScripts(html)) inline.scripts.add(text)
  for (const text of inlineStyles(html)) inline.styles.add(text)
}
const headers = fillStyleHashes(
  fillScriptHashes(readFileSync(join(root, '_headers'), 'utf8'), [...inline.scripts]),
  [...inline.styles],
)
writeOut(
  join(dist, '_headers'),
  headers + revalidateBlocks(revalidatedPaths(targets)) + feedHeaderBlocks(feeds),
)

const seconds = (performance.now() - started) / 1000
// `npm run bench` reads this line.
console.log(
  `prerendered ${targets.length} pages into ${dist} in ${seconds.toFixed(1)} s ` +
    `(${Math.round(targets.length / seconds)} pages/s, ${workers} workers, ` +
    `${inline.styles.size} inline stylesheets)`,
)

const cardsStarted = performance.now()
const siteLook = await siteCardLook(contentDir(), join(root, 'src', 'styles.css'))
const pageCards = [
  { file: cardSubjects.home.file, card: homeCard(siteLook.singer, cardSubjects.home) },
  ...cardSubjects.songs.map(({ file, song }) => ({ file, card: songCard(song) })),
  ...cardSubjects.streams.map(({ file, stream }) => ({ file, card: streamCard(stream) })),
]
const cardCache = shareCardCache(root)
const cards = await writeShareCards(dist, cardCache, pageCards, siteLook.look, siteLook.mark)
const pruned = pruneShareCards(cardCache, pageCards, siteLook.look, siteLook.mark)
// `npm run bench` reads this line up to the time.
console.log(
  `share cards: ${cards.drawn} drawn, ${cards.reused} unchanged from the cache, in ` +
    `${((performance.now() - cardsStarted) / 1000).toFixed(1)} s; ` +
    `${pruned} stale ${pruned === 1 ? 'file' : 'files'} pruned from the cache`,
)

const workerStarted = performance.now()
const fixedPages = targets
  .filter((page) => !page.member && page.status === 200)
  .map((page) => page.file)
  .filter(isPrecachedPage)
const worker = await writeServiceWorker(
  dist,
  serviceWorkerMode(process.env.SERVICE_WORKER),
  fixedPages,
)
const workerSeconds = ((performance.now() - workerStarted) / 1000).toFixed(1)
const kib = Math.round(worker.precachedBytes / 1024)
console.log(
  worker.mode === 'on'
    ? `service worker: ${worker.precachedFiles} files precached (${kib} KiB) in ${workerSeconds} s`
    : 'service worker: the kill switch (SERVICE_WORKER=off), which unregisters itself',
)
