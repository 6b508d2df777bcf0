// Lighthouse (mobile, the performance category; throttling simulated unless applied is asked for)
// through its Node API against one headless Chromium per batch, started here on a DevTools port: a
// run costs the audit alone, not a new Node process and a new browser each time.
import { execFileSync, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

import { maxOf, minOf } from '#src/lib/arrays.ts'
import { chromiumArgs, chromiumPath } from '#tests/support/chromium.ts'

/**
 * `simulate`: one fast load, the slow phone worked out from its trace (Lighthouse's default).
 * `devtools` (the report's "applied"): the load itself throttled, CPU 4x and a slow 4G network.
 */
export type Throttling = 'simulate' | 'devtools'

/** Lighthouse calibrates its simulated phone on a host of about this index: slower hosts score low. */
export const minBenchmarkIndex = 1000

/**
 * What the bench uses of Lighthouse 12.8. Lighthouse is not in the site's install, so its own types
 * are not there when the site is type-checked: these name the parts the bench reads.
 */
export interface Lighthouse {
  lighthouse: (
    url: string,
    flags: {
      port: number
      logLevel: 'error'
      output: 'json'
      onlyCategories: string[]
      throttlingMethod?: Throttling
    },
  ) => Promise<{ lhr: LighthouseReport } | undefined>
  /** Lighthouse's network and CPU throttling presets. */
  throttling: {
    mobileSlow4G: {
      requestLatencyMs: number
      downloadThroughputKbps: number
      uploadThroughputKbps: number
    }
  }
  /** Functions Lighthouse runs in a page; they are self-contained, so a page can run them too. */
  pageFunctions: { computeBenchmarkIndex: () => number }
}

interface LighthouseReport {
  audits: Record<string, { numericValue?: number }>
  categories: Record<string, { score: number | null }>
  environment: { benchmarkIndex: number }
}

/** One Lighthouse run's figures (ms, CLS unitless, the score 0-100). */
export interface LighthouseRun {
  performance: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  benchmarkIndex: number
}

/** A route's kept runs, summarised; NaN figures when none was kept. */
export interface LighthouseSummary extends Omit<LighthouseRun, 'benchmarkIndex'> {
  kept: number
  dropped: number
  range: { performance: [number, number]; tbt: [number, number] } | null
  benchmarkIndex: number[]
}

// Lighthouse's own install: a package of its own, so the bench's scripts stay in the site's package
// (and its import aliases).
const lighthouseDir = join(import.meta.dirname, 'lighthouse')

const installedVersion = (): string | null => {
  try {
    return JSON.parse(
      readFileSync(join(lighthouseDir, 'node_modules/lighthouse/package.json'), 'utf8'),
    ).version
  } catch {
    return null
  }
}

let loaded: Promise<Lighthouse> | undefined

/**
 * Lighthouse and the parts of it the bench uses. It is the bench's own dependency
 * (bench/lighthouse/package.json, pinned in its package-lock.json), left out of the site's install for its
 * size: the first call installs it, and installs again when the pin has moved.
 */
export function loadLighthouse(): Promise<Lighthouse> {
  loaded ??= (async () => {
    const pinned = JSON.parse(readFileSync(join(lighthouseDir, 'package.json'), 'utf8'))
      .dependencies.lighthouse
    if (installedVersion() !== pinned) {
      console.error(`installing Lighthouse ${pinned} into bench/lighthouse/node_modules...`)
      execFileSync('npm', ['ci', '--no-audit', '--no-fund'], {
        cwd: lighthouseDir,
        stdio: ['ignore', 'ignore', 'inherit'],
      })
    }
    // By file, from Lighthouse's own install (its package has no exports map); a path in a
    // variable, which the type checker leaves alone.
    const load = (path: string) =>
      import(pathToFileURL(join(lighthouseDir, 'node_modules/lighthouse', path)).href)
    const [core, constants, pageFunctions] = await Promise.all([
      load('core/index.js'),
      load('core/config/constants.js'),
      load('core/lib/page-functions.js'),
    ])
    return {
      lighthouse: core.default,
      throttling: constants.throttling,
      pageFunctions: pageFunctions.pageFunctions,
    }
  })()
  return loaded
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] as number
}

async function startChromium(port: number): Promise<{ stop: () => Promise<void> }> {
  const profile = await mkdtemp(join(tmpdir(), 'bench-lh-'))
  const chromium = spawn(
    chromiumPath,
    [
      '--headless=new',
      ...chromiumArgs,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  )
  for (let tries = 0; ; tries++) {
    const up = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) break
    if (tries > 100) throw new Error(`Chromium did not open its DevTools port ${port}`)
    await new Promise((wait) => setTimeout(wait, 100))
  }
  return {
    async stop() {
      const exited = new Promise((done) => chromium.once('exit', done))
      chromium.kill()
      await exited
      await rm(profile, { recursive: true, force: true })
    },
  }
}

async function lighthouseOnce(
  url: string,
  port: number,
  throttlingMethod: Throttling,
): Promise<LighthouseRun> {
  const { lighthouse: lighthouseRun } = await loadLighthouse()
  const result = await lighthouseRun(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance'],
    throttlingMethod,
  })
  const lhr = result?.lhr
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`)
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    // Lighthouse's own measure of the host CPU at the time of the run: higher is faster.
    benchmarkIndex: lhr.environment.benchmarkIndex,
  }
}

/**
 * The median of each figure over the kept runs (CLS: the largest, since the target is none at all),
 * the range of the score and TBT, and every run's host index, kept or not.
 */
function summary(runs: LighthouseRun[]): LighthouseSummary {
  const kept = runs.filter((r) => r.benchmarkIndex >= minBenchmarkIndex)
  const range = (key: 'performance' | 'tbt'): [number, number] => [
    minOf(kept.map((r) => r[key])),
    maxOf(kept.map((r) => r[key])),
  ]
  const figures =
    kept.length === 0
      ? { performance: NaN, fcp: NaN, lcp: NaN, tbt: NaN, cls: NaN }
      : {
          performance: median(kept.map((r) => r.performance)),
          fcp: median(kept.map((r) => r.fcp)),
          lcp: median(kept.map((r) => r.lcp)),
          tbt: median(kept.map((r) => r.tbt)),
          cls: maxOf(kept.map((r) => r.cls)),
        }
  return {
    ...figures,
    kept: kept.length,
    dropped: runs.length - kept.length,
    range: kept.length === 0 ? null : { performance: range('performance'), tbt: range('tbt') },
    benchmarkIndex: runs.map((r) => r.benchmarkIndex),
  }
}

/**
 * `runs` Lighthouse runs of each of `urls` on a host whose benchmark index is at least
 * `minBenchmarkIndex`, taken in rounds (every URL once, then again) so a slow spell of the host
 * falls on several routes' single runs rather than on one route's median. A run on a slower host
 * is dropped and, within `spare` extra attempts per URL, taken again. Returns each URL's summary.
 */
export async function lighthouse(
  urls: string[],
  {
    runs = 3,
    spare = 2,
    port,
    throttling = 'simulate',
    onRun = () => {},
  }: {
    runs?: number
    spare?: number
    port: number
    throttling?: Throttling
    onRun?: (url: string, round: number, result: LighthouseRun) => void
  },
): Promise<Map<string, LighthouseSummary>> {
  const results = new Map(urls.map((url): [string, LighthouseRun[]] => [url, []]))
  const runsOf = (url: string) => results.get(url) ?? []
  const kept = (url: string) => runsOf(url).filter((r) => r.benchmarkIndex >= minBenchmarkIndex)
  const chromium = await startChromium(port)
  try {
    for (let round = 1; round <= runs + spare; round++)
      for (const url of urls) {
        if (kept(url).length >= runs || runsOf(url).length >= runs + spare) continue
        const result = await lighthouseOnce(url, port, throttling)
        onRun(url, round, result)
        runsOf(url).push(result)
      }
  } finally {
    await chromium.stop()
  }
  return new Map(urls.map((url) => [url, summary(runsOf(url))]))
}
