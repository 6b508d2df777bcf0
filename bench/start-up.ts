// `npm run bench:start-up`: what a visitor's browser sees of the page's start-up, without DevTools.
// A plain Playwright page (no tracing, no Lighthouse) records the browser's own PerformanceObserver
// entries: first contentful paint, largest contentful paint, long tasks (count, and blocking time =
// the sum of each task's time over 50 ms, from navigation start until 1 s after hydration), the
// moment React has hydrated every control, and the Event Timing of one input sent as soon as that
// happens (a click on the theme toggle on `/`, a keystroke in the search box on the song lists).
// Playwright still talks to the page over the DevTools protocol (Runtime domain on, so V8 records
// a detailed stack for every Error): docs/performance.md says when that matters.
//
// Each variant is the site built from this working tree with one start-up mechanism put back that
// was measured and taken out of the product, or one the product keeps taken out
// (`unpack-at-once`; docs/performance.md): a source edit applied to a
// temporary copy of the tree, or an edit of a built copy; the switches live here only. Loads alternate between the variants (A B C A B C ..., the order
// rotating each round), each in a fresh browser context (a first visit, nothing cached), at a
// phone-sized viewport, unthrottled. The table gives medians with the 25th-75th percentiles and a
// Mann-Whitney test against the first variant; the host's load and Lighthouse's benchmark index
// (computed in the page between rounds, higher is faster) say how busy the machine was.
//
// Environment:
//   START_UP_RUNS      loads per variant and route (default 15)
//   START_UP_ROUTES    comma-separated paths (default /,/songlist)
//   START_UP_VARIANTS  comma-separated variant names (default: all; the first is the reference)
//   START_UP_DISTS     name=dir,name=dir: measure existing builds instead (e.g. two commits)
//   START_UP_CPU       CPU slowdown; above 1 it is applied with the DevTools protocol
//                      (Emulation.setCPUThrottlingRate), which attaches a DevTools session: the
//                      table then says so
//   START_UP_NETWORK   slow-4g: Lighthouse's mobile network (150 ms round trip, 1.6 Mbit/s down,
//                      750 kbit/s up) with Network.emulateNetworkConditions, again a DevTools
//                      session (the network only; the table says so); lighthouse: the same network
//                      as Lighthouse applies it when it throttles for real (`throttlingMethod:
//                      'devtools'`: 562.5 ms per request, for the handshakes and round trips a
//                      per-request delay leaves out, 1.44 Mbit/s down, 675 kbit/s up)
//   START_UP_PORT      first port of the preview servers (default 4400)
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { type Browser, chromium } from '@playwright/test'

import { preloadedChunks, preloadList } from '#build-src/prerender/route-assets.ts'
import { maxOf, minOf } from '#src/lib/arrays.ts'
import { chromiumArgs, chromiumPath, newContext } from '#tests/support/chromium.ts'
import { serveDist } from '#tests/support/serve-dist.ts'

import { loadLighthouse } from './lighthouse.ts'

const { pageFunctions, throttling } = await loadLighthouse()
const root = resolve(import.meta.dirname, '..')
const out = join(root, 'bench/out/start-up')
const runs = Number(process.env.START_UP_RUNS ?? 15)
const routes = (process.env.START_UP_ROUTES ?? '/,/songlist').split(',')
const cpuRate = Number(process.env.START_UP_CPU ?? 1)
const firstPort = Number(process.env.START_UP_PORT ?? 4400)
interface Network {
  offline: boolean
  latency: number
  downloadThroughput: number
  uploadThroughput: number
}
const networks: Record<string, Network> = {
  'slow-4g': {
    offline: false,
    latency: 150,
    downloadThroughput: (1638.4 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  },
  lighthouse: {
    offline: false,
    latency: throttling.mobileSlow4G.requestLatencyMs,
    downloadThroughput: (throttling.mobileSlow4G.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (throttling.mobileSlow4G.uploadThroughputKbps * 1024) / 8,
  },
}
const network = process.env.START_UP_NETWORK
  ? (networks[process.env.START_UP_NETWORK] ?? null)
  : null
if (process.env.START_UP_NETWORK && !network)
  throw new Error(`START_UP_NETWORK: one of ${Object.keys(networks).join(', ')}`)
const phone = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
}

/** A source edit that must apply: a variant that silently changes nothing would measure nothing. */
function edit(file: string, from: string | RegExp, to: string): (dir: string) => void {
  return (dir) => {
    const path = join(dir, file)
    const text = readFileSync(path, 'utf8')
    const next = typeof from === 'string' ? text.split(from).join(to) : text.replace(from, to)
    if (next === text) throw new Error(`${file}: the variant's edit no longer applies`)
    writeFileSync(path, next)
  }
}

function filesIn(dir: string, test: (name: string) => boolean): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && test(e.name))
    .map((e) => join(e.parentPath, e.name))
}

// The mechanisms measured and then taken out of the product (see docs/performance.md), kept here
// so that each can be put back into a temporary build and measured again.

/** Chunks requested by an inline module once the first contentful paint is reported, 3 per task. */
const deferredBootScript = `const [entry, ...chunks] = JSON.parse(document.getElementById('app-chunks').textContent)
const load = (from = 0) => {
  for (const href of chunks.slice(from, from + 3))
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }))
  if (from + 3 < chunks.length) setTimeout(load, 0, from + 3)
  else import(entry)
}
if (PerformanceObserver.supportedEntryTypes?.includes('paint'))
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    setTimeout(load)
  }).observe({ type: 'paint', buffered: true })
else requestAnimationFrame(() => setTimeout(load))`

function deferredBoot(dist: string): void {
  const entryTag = /\s*<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/
  const preloadTag = /\s*<link rel="modulepreload"(?: crossorigin)? href="(\/assets\/[^"]+\.js)">/g
  for (const file of filesIn(dist, (n) => n.endsWith('.html'))) {
    const html = readFileSync(file, 'utf8')
    const entry = entryTag.exec(html)?.[1]
    if (!entry) throw new Error(`${file}: no entry script`)
    // Vite's own tags, then the route's chunks named for the prerender's preload script.
    const chunks = [...[...html.matchAll(preloadTag)].map((m) => m[1]), ...preloadedChunks(html)]
    const tags = [
      `<script type="application/json" id="app-chunks">${JSON.stringify([entry, ...chunks])}</script>`,
      `<script type="module">${deferredBootScript}</script>`,
    ]
    writeFileSync(
      file,
      html
        .replace(preloadTag, '')
        .replace(preloadList, '')
        .replace(entryTag, () => `\n    ${tags.join('\n    ')}`),
    )
  }
  // The Content-Security-Policy must allow the inline module.
  const hash = createHash('sha256').update(deferredBootScript).digest('base64')
  edit('_headers', "script-src 'self'", `script-src 'self' 'sha256-${hash}'`)(dist)
}

/** V8's explicit compile hint on the entry chunk and every chunk it imports statically. */
function compileHints(dist: string): void {
  const entry = /src="\/assets\/([^"]+\.js)"/.exec(readFileSync(join(dist, 'index.html'), 'utf8'))
  if (!entry) throw new Error('index.html: no entry script')
  const seen = new Set<string>()
  const visit = (name: string) => {
    if (seen.has(name)) return
    seen.add(name)
    const file = join(dist, 'assets', name)
    const code = readFileSync(file, 'utf8')
    for (const [, imported = ''] of code.matchAll(/(?:from|import)"\.\/([^"]+\.js)"/g))
      visit(imported)
    writeFileSync(file, `//# allFunctionsCalledOnLoad\n${code}`)
  }
  visit(entry[1] ?? '')
}

/**
 * `source`: edits of a copy of the working tree before it is built; `dist`: edits of a copy of the
 * `current` build. Names say what differs from the product as it is.
 */
interface Variant {
  source?: ((dir: string) => void)[]
  dist?: (dist: string) => void
}
const allVariants: Record<string, Variant> = {
  current: {},
  'deferred-boot': { dist: deferredBoot },
  'compile-hints': { dist: compileHints },
  // A task of its own for each start-up step outside the song data's unpacking, which yields in
  // the product (src/lib/steps.ts).
  yield: {
    source: [
      edit(
        'src/main.tsx',
        "import { createAppRouter } from './router.tsx'",
        "import { createAppRouter } from './router.tsx'\nimport { yieldToMain } from './lib/steps.ts'",
      ),
      edit(
        'src/main.tsx',
        '  const router = createAppRouter()',
        '  await yieldToMain()\n  const router = createAppRouter()',
      ),
      edit('src/main.tsx', '  await router.load()', '  await router.load()\n  await yieldToMain()'),
    ],
  },
  // The song data unpacked in one task, as before decision 039.
  'unpack-at-once': {
    source: [
      edit('src/shared/song-data/song-list-data.ts', /unpackSongListInSlices/g, 'unpackSongList'),
    ],
  },
  // Hydration as a transition: React yields to the browser every few milliseconds.
  transition: {
    source: [
      edit(
        'src/main.tsx',
        /import \{ StrictMode \} from 'react'/,
        "import { StrictMode, startTransition } from 'react'",
      ),
      edit(
        'src/main.tsx',
        /\n(\s*)hydrateRoot\(container, app\)/,
        '\n$1startTransition(() => hydrateRoot(container, app))',
      ),
    ],
  },
}

function build(dir: string, dist: string): void {
  execFileSync('npm', ['run', 'build'], {
    cwd: dir,
    env: { ...process.env, DIST_DIR: dist },
    // Vite's warnings would bury the table; a failed build throws with its output.
    stdio: 'pipe',
  })
}

/** The working tree's files (tracked and new, not ignored) copied to `dir`, sharing node_modules. */
function copyTree(dir: string): void {
  rmSync(dir, { recursive: true, force: true })
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root })
    .toString()
    .split('\0')
    .filter((f) => f && existsSync(join(root, f)))
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    cpSync(join(root, file), join(dir, file))
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'))
}

function buildVariants(names: string[]): Record<string, string> {
  const dists: Record<string, string> = {}
  const current = join(out, 'current')
  console.error('[start-up] building current...')
  build(root, current)
  for (const name of names) {
    const variant = allVariants[name]
    if (!variant) throw new Error(`unknown variant ${name}`)
    if (name === 'current') dists[name] = current
    else if (variant.dist) {
      const dist = join(out, name)
      rmSync(dist, { recursive: true, force: true })
      cpSync(current, dist, { recursive: true })
      variant.dist(dist)
      dists[name] = dist
    } else {
      console.error(`[start-up] building ${name}...`)
      const tree = join(out, `${name}-src`)
      copyTree(tree)
      for (const apply of variant.source ?? []) apply(tree)
      build(tree, join(out, name))
      rmSync(tree, { recursive: true, force: true })
      dists[name] = join(out, name)
    }
  }
  return dists
}

interface Span {
  start: number
  duration: number
}

/** What the page records for the bench, at `window.__startUp`: ms from navigation start. */
interface Seen {
  longTasks: Span[]
  events: Span[]
  fcp: number | null
  lcp: number | null
  firstInput: (Span & { delay: number }) | null
  hydrated: number | null
}

type StartUpWindow = typeof window & { __startUp: Seen }

/** One first visit's figures; NaN where the page reported none. */
interface Sample {
  fcp: number | null
  lcp: number | null
  hydrated: number
  longTasks: number
  blocking: number
  inputLatency: number
  inputDelay: number
  inputSentAfter: number
}

/** Runs in the page before any of its scripts: records what the browser reports. */
function observe() {
  const seen: Seen = {
    longTasks: [],
    events: [],
    fcp: null,
    lcp: null,
    firstInput: null,
    hydrated: null,
  }
  Object.defineProperty(window, '__startUp', { value: seen })
  // Each type's entries are of its own kind (Event Timing's for `event` and `first-input`); Event
  // Timing's threshold is newer than TypeScript's DOM types.
  const on = <Entry extends PerformanceEntry>(
    type: string,
    callback: (entry: Entry) => void,
    options: PerformanceObserverInit & { durationThreshold?: number } = {},
  ) =>
    new PerformanceObserver((list) =>
      list.getEntries().forEach((e) => callback(e as Entry)),
    ).observe({
      type,
      buffered: true,
      ...options,
    })
  on('longtask', (e) => seen.longTasks.push({ start: e.startTime, duration: e.duration }))
  on('paint', (e) => {
    if (e.name === 'first-contentful-paint') seen.fcp = e.startTime
  })
  on('largest-contentful-paint', (e) => (seen.lcp = e.startTime))
  on('first-input', (e: PerformanceEventTiming) => {
    seen.firstInput = {
      start: e.startTime,
      delay: e.processingStart - e.startTime,
      duration: e.duration,
    }
  })
  on(
    'event',
    (e: PerformanceEventTiming) => {
      if (e.interactionId) seen.events.push({ start: e.startTime, duration: e.duration })
    },
    { durationThreshold: 16 },
  )
  // The same test as tests/support/hydrated.ts, checked every frame.
  const owned = (node: Element, prefix: string) =>
    Object.keys(node).some((k) => k.startsWith(prefix))
  const check = () => {
    const app = document.getElementById('root')
    const done =
      app &&
      owned(app, '__reactContainer') &&
      [...app.querySelectorAll('a[href], button, input, select, textarea, summary')].every((el) =>
        owned(el, '__reactFiber'),
      )
    if (done) seen.hydrated = performance.now()
    else requestAnimationFrame(check)
  }
  requestAnimationFrame(check)
}

/** One first visit: the figures, in ms from navigation start. */
async function load(browser: Browser, url: string): Promise<Sample> {
  const context = await newContext(browser, phone)
  await context.addInitScript(observe)
  const page = await context.newPage()
  if (cpuRate > 1 || network) {
    const cdp = await context.newCDPSession(page)
    if (cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate })
    if (network) {
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', network)
    }
  }
  try {
    await page.goto(url, { waitUntil: 'commit' })
    const search = new URL(url).pathname.endsWith('/songlist')
    // Where the input goes is found before hydration, so the input itself goes out at once.
    await page.waitForSelector(search ? '#song-q' : '.theme-toggle', { state: 'attached' })
    // Both elements are in the page: waited for above.
    const target = await page.evaluate((keystroke) => {
      if (keystroke) {
        ;(document.getElementById('song-q') as HTMLElement).focus()
        return null
      }
      const box = (document.querySelector('.theme-toggle') as Element).getBoundingClientRect()
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
    }, search)
    await page.waitForFunction(
      () => (window as StartUpWindow).__startUp.hydrated !== null,
      undefined,
      {
        polling: 'raf',
        timeout: 60_000,
      },
    )
    if (target) await page.mouse.click(target.x, target.y)
    else await page.keyboard.press('a')
    await page.waitForFunction(
      () => performance.now() > ((window as StartUpWindow).__startUp.hydrated as number) + 1_000,
      undefined,
      { timeout: 30_000 },
    )
    // Hydrated by now: waited for above.
    const seen = (await page.evaluate(() => (window as StartUpWindow).__startUp)) as Seen & {
      hydrated: number
    }
    const until = seen.hydrated + 1_000
    const tasks = seen.longTasks.filter((t) => t.start < until)
    const input = seen.firstInput
    const latency = maxOf([
      input?.duration ?? NaN,
      ...seen.events.filter((e) => input && e.start >= input.start).map((e) => e.duration),
    ])
    return {
      fcp: seen.fcp,
      lcp: seen.lcp,
      hydrated: seen.hydrated,
      longTasks: tasks.length,
      blocking: tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
      inputLatency: latency,
      inputDelay: input?.delay ?? NaN,
      inputSentAfter: input ? input.start - seen.hydrated : NaN,
    }
  } finally {
    await context.close()
  }
}

async function benchmarkIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage()
  const index = await page.evaluate(pageFunctions.computeBenchmarkIndex)
  await page.close()
  return index
}

/** Numbers only: a figure the page did not report is null, or NaN. */
const finite = (v: number | null): v is number => Number.isFinite(v)

const quantile = (values: (number | null)[], q: number) => {
  const sorted = values.filter(finite).sort((a, b) => a - b)
  if (sorted.length === 0) return NaN
  const at = (sorted.length - 1) * q
  const low = Math.floor(at)
  const [lower, upper] = [sorted[low] as number, sorted[Math.ceil(at)] as number]
  return lower + (upper - lower) * (at - low)
}

/** Two-sided Mann-Whitney U test, normal approximation with tie correction: the p-value. */
function mannWhitney(a: number[], b: number[]): number {
  const all = [
    ...a.map((v): [number, number] => [v, 0]),
    ...b.map((v): [number, number] => [v, 1]),
  ].sort((x, y) => x[0] - y[0])
  const ranks: number[] = new Array(all.length)
  let ties = 0
  for (let i = 0; i < all.length;) {
    let j = i
    while (j + 1 < all.length && all[j + 1]?.[0] === all[i]?.[0]) j++
    for (let k = i; k <= j; k++) ranks[k] = (i + j) / 2 + 1
    const t = j - i + 1
    ties += t ** 3 - t
    i = j + 1
  }
  const n1 = a.length
  const n2 = b.length
  const r1 = all.reduce((sum, [, group], i) => sum + (group === 0 ? (ranks[i] as number) : 0), 0)
  const u = r1 - (n1 * (n1 + 1)) / 2
  const n = n1 + n2
  const sigma = Math.sqrt(((n1 * n2) / 12) * (n + 1 - ties / (n * (n - 1))))
  if (sigma === 0) return 1
  const z = Math.abs((u - (n1 * n2) / 2) / sigma)
  // Two-sided p from the normal tail (Abramowitz-Stegun 7.1.26).
  const t = 1 / (1 + 0.3275911 * (z / Math.SQRT2))
  const erfc =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) *
    Math.exp(-((z / Math.SQRT2) ** 2))
  return erfc
}

const metrics: [keyof Sample, string][] = [
  ['fcp', 'FCP'],
  ['lcp', 'LCP'],
  ['hydrated', 'hydrated'],
  ['longTasks', 'long tasks'],
  ['blocking', 'blocking (>50 ms)'],
  ['inputLatency', 'input latency'],
  ['inputDelay', 'input delay'],
]

/** Per route, per variant, every load's figures. */
type Results = Record<string, Record<string, Sample[]>>

function table(results: Results, names: string[]): string {
  const lines: string[] = []
  const fmt = (v: number, digits = 0) => (Number.isFinite(v) ? v.toFixed(digits) : '-')
  for (const route of routes) {
    const input = route.endsWith('/songlist') ? 'keystroke in the search box' : 'theme-toggle click'
    lines.push(`\n### ${route} (input: ${input})`)
    lines.push(`| variant | loads | ${metrics.map(([, label]) => label).join(' | ')} |`)
    lines.push(`|---|---|${metrics.map(() => '---').join('|')}|`)
    const reference = results[route]?.[names[0] as string] ?? []
    for (const name of names) {
      const samples = results[route]?.[name] ?? []
      const cells = metrics.map(([key]) => {
        const values = samples.map((s) => s[key])
        const digits = key === 'longTasks' ? 1 : 0
        let cell = `${fmt(quantile(values, 0.5), digits)} (${fmt(quantile(values, 0.25), digits)}-${fmt(quantile(values, 0.75), digits)})`
        if (name !== names[0]) {
          const p = mannWhitney(values.filter(finite), reference.map((s) => s[key]).filter(finite))
          cell += p < 0.05 ? ` **p=${p.toFixed(3)}**` : ` p=${p.toFixed(2)}`
        }
        return cell
      })
      lines.push(`| ${name} | ${samples.length} | ${cells.join(' | ')} |`)
    }
  }
  lines.push(
    '\nms from navigation start (long tasks: a count); median (25th-75th percentile); p: two-sided ' +
      `Mann-Whitney U against ${names[0]} (bold below 0.05). Blocking and long tasks count from ` +
      'navigation start to 1 s after hydration; input latency is the Event Timing duration of the ' +
      'input (8 ms steps), input delay its wait before the first handler ran.',
  )
  return lines.join('\n')
}

const given = process.env.START_UP_DISTS
const dists: Record<string, string> = given
  ? Object.fromEntries(given.split(',').map((pair) => pair.split('=')))
  : buildVariants(process.env.START_UP_VARIANTS?.split(',') ?? Object.keys(allVariants))
const names = Object.keys(dists)
const servers: { stop: () => void }[] = []
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const server of servers) server.stop()
    process.exit(1)
  })
const load0 = loadavg()
try {
  const bases: Record<string, string> = {}
  for (const [i, name] of names.entries()) {
    servers.push(await serveDist({ DIST_DIR: dists[name] as string, PORT: String(firstPort + i) }))
    bases[name] = `http://localhost:${firstPort + i}`
  }
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  const results: Results = Object.fromEntries(
    routes.map((r) => [r, Object.fromEntries(names.map((n): [string, Sample[]] => [n, []]))]),
  )
  const host: { benchmarkIndex: number[]; load: number[] } = { benchmarkIndex: [], load: [] }
  const failed: string[] = []
  // One warm-up load of each, not counted: the servers and the browser start cold.
  for (const name of names)
    for (const route of routes) await load(browser, `${bases[name]}${route}`).catch(() => {})
  for (let round = 0; round < runs; round++) {
    host.benchmarkIndex.push(await benchmarkIndex(browser))
    host.load.push(loadavg()[0] as number)
    const order = names.map((_, i) => names[(i + round) % names.length] as string)
    for (const route of routes)
      for (const name of order) {
        // A load that never hydrates within the time limits is reported, not averaged in.
        const sample = await load(browser, `${bases[name]}${route}`).catch((error: Error) => {
          if (error.name !== 'TimeoutError') throw error
          failed.push(`${name} ${route}`)
          return null
        })
        if (sample) results[route]?.[name]?.push(sample)
      }
    console.error(
      `[start-up] round ${round + 1}/${runs}, load ${(loadavg()[0] as number).toFixed(2)}`,
    )
  }
  await browser.close()
  const report = [
    `host: ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}; load average (1 min) ${(load0[0] as number).toFixed(2)} at the start, ` +
      `${quantile(host.load, 0.5).toFixed(2)} median over the rounds (${minOf(host.load).toFixed(2)}-${maxOf(host.load).toFixed(2)}); ` +
      `Lighthouse benchmark index ${Math.round(quantile(host.benchmarkIndex, 0.5))} median ` +
      `(${Math.round(minOf(host.benchmarkIndex))}-${Math.round(maxOf(host.benchmarkIndex))})`,
    cpuRate > 1
      ? `CPU slowed ${cpuRate}x with Emulation.setCPUThrottlingRate: a DevTools session was attached`
      : 'CPU not throttled',
    network
      ? `network: ${process.env.START_UP_NETWORK} with Network.emulateNetworkConditions (a DevTools session, network only)`
      : 'network not throttled (localhost); no DevTools session beyond Playwright driving the page',
    table(results, names),
    failed.length > 0 ? `loads that timed out (left out): ${failed.join(', ')}` : '',
  ].join('\n')
  mkdirSync(out, { recursive: true })
  writeFileSync(
    join(out, 'results.json'),
    `${JSON.stringify({ date: new Date().toISOString(), cpuRate, network: process.env.START_UP_NETWORK ?? null, runs, dists, host, results }, null, 2)}\n`,
  )
  console.log(report)
} finally {
  for (const server of servers) server.stop()
}
