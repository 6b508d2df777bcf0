// Runs Lighthouse (mobile, simulated throttling) through its CLI and returns the median of N runs.
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { chromiumArgs, chromiumPath } from '../tests/support/chromium.mjs'

const run = promisify(execFile)
const chromeFlags = ['--headless=new', ...chromiumArgs].join(' ')

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

async function lighthouseOnce(url) {
  const dir = await mkdtemp(join(tmpdir(), 'lh-'))
  const out = join(dir, 'report.json')
  try {
    await run(
      'npx',
      [
        'lighthouse',
        url,
        '--quiet',
        '--form-factor=mobile',
        '--throttling-method=simulate',
        '--output=json',
        `--output-path=${out}`,
        `--chrome-flags=${chromeFlags}`,
      ],
      {
        env: { ...process.env, CHROME_PATH: chromiumPath },
        maxBuffer: 64 * 1024 * 1024,
      },
    )
    const lhr = JSON.parse(await readFile(out, 'utf8'))
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
    const metric = (id) => lhr.audits[id]?.numericValue ?? NaN
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      // Lighthouse's own measure of the host CPU at the time of the run: higher is faster.
      benchmarkIndex: lhr.environment.benchmarkIndex,
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** Median of each figure, and the lowest and highest performance score, TBT and host CPU index. */
function summary(results) {
  const range = (key) => [
    Math.min(...results.map((r) => r[key])),
    Math.max(...results.map((r) => r[key])),
  ]
  return {
    ...Object.fromEntries(
      Object.keys(results[0]).map((key) => [key, median(results.map((r) => r[key]))]),
    ),
    range: {
      performance: range('performance'),
      tbt: range('tbt'),
      benchmarkIndex: range('benchmarkIndex'),
    },
  }
}

/**
 * `runs` Lighthouse runs of each of `urls`, taken in rounds (every URL once, then again) so a
 * slow spell of the host falls on several routes' single runs rather than on one route's median.
 * Returns each URL's summary; on a busy machine its spread says how far to trust the median.
 */
export async function lighthouse(urls, runs = 3, onRun = () => {}) {
  const results = new Map(urls.map((url) => [url, []]))
  for (let round = 1; round <= runs; round++)
    for (const url of urls) {
      onRun(url, round)
      results.get(url).push(await lighthouseOnce(url))
    }
  return new Map(urls.map((url) => [url, summary(results.get(url))]))
}
