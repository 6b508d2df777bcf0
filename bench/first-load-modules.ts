// `npm run bench:first-load [-- <route>...]`: what each route's first-load JS is made of. Builds the
// site with source maps into bench/out/first-load (the product's build has none), serves it, loads
// each route as the size budget does (tests/support/first-load-js.ts) and prints, per route, the
// gzip bytes above the stack floor (less the song data) and the modules of ours that make them up.
// A chunk's gzip size is shared among its modules in proportion to each module's own gzip size:
// an estimate (gzip is not additive), close enough to rank them. CONTENT_DIR builds another folder.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { decode } from '@jridgewell/sourcemap-codec'
import { chromium } from '@playwright/test'

import { chromiumArgs, chromiumPath } from '#tests/support/chromium.ts'
import { firstLoadJs } from '#tests/support/first-load-js.ts'
import { serveDist } from '#tests/support/serve-dist.ts'
import { stackFloor } from '#tests/support/stack-floor.ts'

const root = resolve(import.meta.dirname, '..')
const out = join(root, 'bench/out/first-load')
const dist = join(out, 'dist')
const routes =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : ['/', '/about', '/songlist', '/contribute']
const port = Number(process.env.BENCH_PORT ?? 4660)
const gzip = (bytes: string | Buffer) => gzipSync(bytes, { level: 9 }).length

/** Each source file's share of a built chunk, in gzip bytes; the chunk's own code by its map. */
function chunkModules(file: string): [source: string, bytes: number][] {
  const code = readFileSync(join(dist, file), 'utf8')
  let map: { mappings: string; sources: string[] }
  try {
    map = JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8'))
  } catch {
    return [[`(${file}, no map)`, gzip(code)]]
  }
  const text = new Map<string, string>()
  const add = (source: string, part: string) => text.set(source, (text.get(source) ?? '') + part)
  const lines = decode(map.mappings)
  code.split('\n').forEach((line, i) => {
    let from = 0
    let source = '(bundler glue)'
    for (const segment of lines[i] ?? []) {
      add(source, line.slice(from, segment[0]))
      from = segment[0]
      source =
        segment.length !== 1
          ? (map.sources[segment[1]] as string).replace(/^(\.\.\/)+/, '')
          : '(bundler glue)'
    }
    add(source, `${line.slice(from)}\n`)
  })
  const own = [...text].map(([source, part]): [string, number] => [source, gzip(part)])
  const sum = own.reduce((total, [, n]) => total + n, 0)
  return own.map(([source, n]) => [source, (n * gzip(code)) / sum])
}

/** A library counts as one entry (`react-dom`, `@tanstack/router-core`), our files one each. */
const entryOf = (source: string) => {
  const library = source.match(/node_modules\/((@[^/]+\/)?[^/]+)/)?.[1]
  return library ? `node_modules/${library}` : source
}
const isOurs = (entry: string) => !entry.includes('node_modules/') && !entry.startsWith('(')

console.error('building with source maps...')
execFileSync('npx', ['vite', 'build', '--emptyOutDir', '--sourcemap'], {
  cwd: root,
  env: { ...process.env, DIST_DIR: dist },
  stdio: 'ignore',
})
execFileSync('node', ['--import', 'tsx', 'build-src/prerender.ts'], {
  cwd: root,
  env: { ...process.env, DIST_DIR: dist },
  stdio: 'ignore',
})
console.error('building the stack floor...')
const floor = await stackFloor(join(out, 'stack-floor'))
console.log(`stack floor: ${floor} bytes gzip`)

const server = await serveDist({ DIST_DIR: dist, PORT: String(port) })
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
try {
  for (const route of routes) {
    const { total, files } = await firstLoadJs(browser, `http://localhost:${port}${route}`)
    const shares = new Map<string, number>()
    for (const path of Object.keys(files)) {
      for (const [source, n] of chunkModules(path.slice(1))) {
        shares.set(entryOf(source), (shares.get(entryOf(source)) ?? 0) + n)
      }
    }
    const data = Object.entries(files)
      .filter(([path]) => /\/song-data-[^/]*\.js$/.test(path))
      .reduce((sum, [, n]) => sum + n, 0)
    const ranked = [...shares].sort((a, b) => b[1] - a[1])
    const ours = ranked.filter(([entry]) => isOurs(entry) && !entry.includes('packed-song-list'))
    const theirs = ranked.filter(([entry]) => !isOurs(entry))
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
    console.log(
      `\n${route}: ${total} bytes in ${Object.keys(files).length} files, ${data} of them song data;` +
        ` ours above the floor ${total - data - floor} (${kb(total - data - floor)})`,
    )
    console.log(
      `  libraries and glue: ${theirs.map(([e, n]) => `${e} ${Math.round(n)}`).join(', ')}`,
    )
    for (const [entry, n] of ours)
      if (n >= 50) console.log(`  ${String(Math.round(n)).padStart(6)}  ${entry}`)
  }
} finally {
  await browser.close()
  server.stop()
}
