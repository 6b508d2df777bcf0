// `npm run bench`: builds the site with the real data (content/) and with a generated archive of
// 10,000 performances (`bench:data`), times each build cold (no share card drawn before) and warm
// (nothing changed since), serves each through the preview server and
// measures, in the same run: first-load JS per route against the stack floor, the song-data chunk,
// every song-list interaction at 1x and 4x CPU, scrolling the whole list (long tasks, then the JS
// heap), and Lighthouse mobile on every route. Prints one table with each figure's target and a
// pass or miss mark, and writes bench/results.json. On a shared machine the figures are only as
// quiet as the machine: the table gives the host's benchmark index.
//
// `npm run bench -- --against REF` compares this tree with another commit instead: see against.ts.
//
// Environment:
//   BENCH_QUICK=1           no Lighthouse, each interaction once or twice, 10 wheel steps at 4x
//   BENCH_RUNS              Lighthouse runs kept per route and data set (default 3)
//   BENCH_PERFORMANCES      size of the generated archive (default 10000)
//   BENCH_PORT              first port (default 4650): the preview servers take it and the next,
//                           Lighthouse's Chromium the fifth and sixth after it
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, totalmem } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { type Browser, chromium } from '@playwright/test'

import { appendAll } from '#src/lib/arrays.ts'
import { chromiumArgs, chromiumPath } from '#tests/support/chromium.ts'
import { firstLoadJs } from '#tests/support/first-load-js.ts'
import { serveDist } from '#tests/support/serve-dist.ts'
import { stackFloor } from '#tests/support/stack-floor.ts'

import { benchAgainst } from './against.ts'
import { contentFacts } from './content-facts.ts'
import { deploySize } from './deploy-size.ts'
import { scrollSongList, songListInteractions } from './interactions.ts'
import { lighthouse, loadLighthouse } from './lighthouse.ts'
import { prerenderFigures, shareCardFigures } from './prerender-figures.ts'
import { type DataSetResult, sizeRoutes, table, targets } from './report.ts'

const root = resolve(import.meta.dirname, '..')
const out = join(root, 'bench/out')
const { values: args } = parseArgs({
  options: {
    against: { type: 'string' },
    performances: { type: 'string', default: '10000' },
    rounds: { type: 'string', default: '3' },
    runs: { type: 'string', default: '3' },
    throttling: { type: 'string', default: 'applied' },
  },
})
if (args.against) {
  const sizes = args.performances.split(',').map(Number)
  if (!sizes.every((n) => Number.isInteger(n) && n > 0))
    throw new Error(`--performances takes sizes such as 10000,30000, not "${args.performances}"`)
  if (args.throttling !== 'applied' && args.throttling !== 'simulated')
    throw new Error(`--throttling takes applied or simulated, not "${args.throttling}"`)
  await benchAgainst(root, {
    ref: args.against,
    sizes,
    throttling: args.throttling === 'applied' ? 'devtools' : 'simulate',
    rounds: Number(args.rounds),
    runs: Number(args.runs),
    port: Number(process.env.BENCH_PORT ?? 4650),
  })
  process.exit(0)
}
const quick = process.env.BENCH_QUICK === '1'
const runs = Number(process.env.BENCH_RUNS ?? 3)
const generatedSize = Number(process.env.BENCH_PERFORMANCES ?? 10_000)
const firstPort = Number(process.env.BENCH_PORT ?? 4650)
const repeat = quick ? 1 : 3
// Before the clock starts: the first run installs Lighthouse.
const { pageFunctions } = await loadLighthouse()
const started = performance.now()
const log = (message: string) =>
  console.error(`[bench ${Math.round((performance.now() - started) / 1000)} s] ${message}`)

/**
 * Builds twice into the same folder: cold, with an empty share-card cache of its own, then warm,
 * nothing changed, as a deploy with a kept cache builds (the build-time target is the warm one).
 */
function build(name: string, content: string) {
  const dist = join(out, name, 'dist')
  const cardCache = join(out, name, 'share-card-cache')
  rmSync(cardCache, { recursive: true, force: true })
  const env = { ...process.env, DIST_DIR: dist, CONTENT_DIR: content, SHARE_CARD_CACHE: cardCache }
  const timed = () => {
    const start = performance.now()
    const output = execFileSync('npm', ['run', 'build'], { cwd: root, env, encoding: 'utf8' })
    return { seconds: (performance.now() - start) / 1000, output }
  }
  const cold = timed()
  const warm = timed()
  return {
    dist,
    buildSeconds: warm.seconds,
    coldBuildSeconds: cold.seconds,
    shareCards: { cold: shareCardFigures(cold.output), warm: shareCardFigures(warm.output) },
    prerender: prerenderFigures(warm.output),
  }
}

function dataChunk(dist: string): DataSetResult['dataChunk'] {
  const assets = join(dist, 'assets')
  const file = readdirSync(assets).find((f) => /^song-data-.*\.js$/.test(f))
  if (!file) return null
  const body = readFileSync(join(assets, file))
  return {
    file,
    bytes: statSync(join(assets, file)).size,
    gzip: gzipSync(body, { level: 9 }).length,
  }
}

/** First-load JS split into code and the song data, which has a budget of its own. */
async function firstLoad(browser: Browser, url: string) {
  const { total, files } = await firstLoadJs(browser, url)
  const data = Object.entries(files)
    .filter(([path]) => /\/song-data-[^/]*\.js$/.test(path))
    .reduce((sum, [, bytes]) => sum + bytes, 0)
  return { total, code: total - data, data }
}

async function benchmarkIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage()
  const index = await page.evaluate(pageFunctions.computeBenchmarkIndex)
  await page.close()
  return index
}

async function measure(name: string, content: string, port: number): Promise<DataSetResult> {
  const facts = contentFacts(content)
  log(`${name}: building cold, then warm (${facts.performances} performances)...`)
  const { dist, buildSeconds, coldBuildSeconds, shareCards, prerender } = build(name, content)
  const server = await serveDist({ DIST_DIR: dist, PORT: String(port) })
  const base = `http://localhost:${port}`
  const result: DataSetResult = {
    ...facts,
    buildSeconds,
    coldBuildSeconds,
    shareCards,
    prerender,
    dataChunk: dataChunk(dist),
    deploy: deploySize(dist),
    benchmarkIndex: [],
  }
  try {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
    try {
      result.firstLoadJs = {}
      for (const route of sizeRoutes)
        result.firstLoadJs[route] = await firstLoad(browser, base + route)
      result.interactions = {}
      result.scroll = {}
      for (const rate of [1, 4]) {
        const key = `cpu${rate}x`
        log(`${name}: song-list interactions at ${rate}x CPU...`)
        result.benchmarkIndex.push(await benchmarkIndex(browser))
        result.interactions[key] = await songListInteractions(browser, base, {
          rate,
          history: facts.mostSung,
          repeat,
        })
        log(`${name}: scrolling at ${rate}x CPU...`)
        result.benchmarkIndex.push(await benchmarkIndex(browser))
        // At 1x the whole list, for its long tasks and the heap; at 4x enough steps for a p95.
        result.scroll[key] = await scrollSongList(browser, base, {
          rate,
          maxSteps: rate === 1 ? Infinity : quick ? 10 : 40,
        })
      }
    } finally {
      await browser.close()
    }
    if (!quick) {
      const urls = sizeRoutes.map((route) => base + route)
      const measured = await lighthouse(urls, {
        runs,
        port: port + 5,
        onRun: (url, round, r) =>
          log(
            `${name}: lighthouse ${url} round ${round}: ${r.performance}, index ${Math.round(r.benchmarkIndex)}`,
          ),
      })
      result.lighthouse = Object.fromEntries(sizeRoutes.map((r) => [r, measured.get(base + r)]))
      appendAll(
        result.benchmarkIndex,
        [...measured.values()].flatMap((s) => s.benchmarkIndex),
      )
    }
  } finally {
    server.stop()
  }
  return result
}

const loadAtStart = loadavg()
const machine = `${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`
log('building the stack floor...')
const floor = await stackFloor(join(out, 'stack-floor'))
const generatedContent = join(out, 'generated-content')
rmSync(generatedContent, { recursive: true, force: true })
execFileSync('npm', ['run', 'bench:data', '--', String(generatedSize), generatedContent], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
})
type DataSet = 'real' | 'generated'
const results: Record<DataSet, DataSetResult> = {
  real: await measure('real', join(root, 'content'), firstPort),
  generated: await measure('generated', generatedContent, firstPort + 1),
}
const dataSets = Object.keys(results) as DataSet[]
const names: Record<DataSet, string> = {
  real: `real data (${results.real.performances} performances)`,
  generated: `generated (${results.generated.performances} performances)`,
}
const report = table(
  Object.fromEntries(dataSets.map((key) => [names[key], results[key]])),
  floor,
  Object.values(names),
)
const loadAtEnd = loadavg()
writeFileSync(
  join(root, 'bench/results.json'),
  `${JSON.stringify({ date: new Date().toISOString(), machine, quick, loadAverage: { start: loadAtStart, end: loadAtEnd }, targets, stackFloorJs: floor, ...results, table: report.figures }, null, 2)}\n`,
)
console.log(
  `machine: ${machine}; the run took ${Math.round((performance.now() - started) / 60_000)} min`,
)
console.log(
  `load average (1, 5, 15 min): ${loadAtStart.map((l) => l.toFixed(1)).join(', ')} at the start, ${loadAtEnd.map((l) => l.toFixed(1)).join(', ')} at the end` +
    (quick ? '; QUICK run: no Lighthouse, fewer samples' : ''),
)
for (const key of dataSets) {
  const r = results[key]
  const sources: Record<string, number> = {}
  for (const part of [...Object.values(r.interactions ?? {}), ...Object.values(r.scroll ?? {})])
    for (const [source, n] of Object.entries(part.sources))
      sources[source] = (sources[source] ?? 0) + n
  console.log(
    `${names[key]}: ${Object.entries(sources)
      .map(([source, n]) => `${n} inputs timed by ${source}`)
      .join(', ')}; the history opened is ${r.mostSung.title} / ${r.mostSung.artist}, ` +
      `sung ${r.mostSung.count} times (${(r.interactions?.cpu1x?.historyCards ?? []).join(', ')} cards shown)`,
  )
}
console.log(report.text)
