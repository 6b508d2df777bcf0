// Which built files a prerendered page needs before it hydrates, read from Vite's manifest: the CSS
// of its lazily loaded route chunks (without it the page would show unstyled until JavaScript runs)
// and the chunks themselves (fetched in parallel with the main bundle instead of after it).
import type { Manifest } from 'vite'

/**
 * Source files a TanStack route id may come from: `/{-$locale}/about` -> `src/routes/{-$locale}/about.tsx`.
 * A nested path may be written as folders or flat with dots (`/{-$locale}/songs/$slug` is
 * `{-$locale}/songs.$slug.tsx`). A layout route (`/{-$locale}`) is its folder's `route.tsx`, never
 * its `index.tsx`: that is the index page (`/{-$locale}/`), whose chunks every other page would
 * otherwise preload.
 */
function routeSources(routeId: string): string[] {
  if (routeId === '__root__') return ['src/routes/__root.tsx']
  const [first = '', ...rest] = routeId.replace(/\/$/, '/index').slice(1).split('/')
  const paths = rest.reduce(
    (joined, segment) => joined.flatMap((path) => [`${path}/${segment}`, `${path}.${segment}`]),
    [first],
  )
  return paths.flatMap((path) => [`src/routes/${path}.tsx`, `src/routes/${path}/route.tsx`])
}

// The parts of a route that only a not-found page renders, split by TanStack into chunks of their own.
const notFoundOnly = /[?&]tsr-split=notFoundComponent\b/

/**
 * `moreSources`: other lazily imported source files the page needs at once (its catalogs).
 * `notFound`: the page is a 404 page, which needs its routes' not-found component.
 */
export function routeAssets(
  manifest: Manifest,
  routeIds: string[],
  moreSources: string[] = [],
  { notFound = false }: { notFound?: boolean } = {},
): { css: string[]; js: string[] } {
  const sources = new Set([...routeIds.flatMap(routeSources), ...moreSources])
  const css = new Set<string>()
  const js = new Set<string>()
  const visit = (key: string) => {
    const entry = manifest[key]
    if (!entry || entry.isEntry || js.has(entry.file)) return
    js.add(entry.file)
    for (const file of entry.css ?? []) css.add(file)
    for (const imported of entry.imports ?? []) visit(imported)
    // What a route's code imports lazily (the song list's data, through its loader) is needed
    // before hydration too; a module written to load on demand (the statistics charts) is not.
    for (const imported of entry.dynamicImports ?? []) {
      if (!manifest[imported]?.isDynamicEntry) visit(imported)
    }
  }
  for (const key of Object.keys(manifest)) {
    if (sources.has(key.replace(/\?.*$/s, '')) && (notFound || !notFoundOnly.test(key))) visit(key)
  }
  return { css: [...css], js: [...js] }
}

/**
 * What adds a page's module preloads: one inline script of the same text on every page (one hash
 * in the CSP), reading the chunks' names from its own `data-chunks`: 0.7 KB of a song page where
 * 22 tags took 1.7 KB (decisions/037). Each link keeps `crossorigin`, as Vite's entry and
 * loader write theirs: preloads without it made a song page's largest paint 0.4 s later on a slow
 * phone (`npm run bench:start-up`), the preloaded modules not being the ones used. The script runs
 * where the parser meets it, at the end of <head>, as the tags were.
 */
export const PRELOAD_SCRIPT =
  "for(const n of document.currentScript.dataset.chunks.split(' '))" +
  "document.head.append(Object.assign(document.createElement('link')," +
  "{rel:'modulepreload',crossOrigin:'',href:'/assets/'+n+'.js'}))"

const chunkFile = /^assets\/([\w.~-]+)\.js$/

/** The tags that load them, for the end of <head>, one a line: stylesheets, then the preloads. */
export function assetTags({ css, js }: { css: string[]; js: string[] }): string {
  const names = js.map((file) => {
    const name = chunkFile.exec(file)?.[1]
    if (!name) throw new Error(`${file}: a module preload is written as a name under assets/`)
    return name
  })
  return [
    ...css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    ...(names.length > 0
      ? [`<script data-chunks="${names.join(' ')}">${PRELOAD_SCRIPT}</script>`]
      : []),
  ].join('\n')
}

/** The list `assetTags` writes, read back as the files it preloads (for a tool that edits a page). */
export const preloadList = /\s*<script data-chunks="([^"]*)">[^<]*<\/script>/

export function preloadedChunks(html: string): string[] {
  const names = preloadList.exec(html)?.[1]
  return names ? names.split(' ').map((name) => `/assets/${name}.js`) : []
}
