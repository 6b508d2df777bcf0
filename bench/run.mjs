// `npm run bench`: builds the site with the real data and with a generated 2,000-performance data
// set, serves each through the preview server, and measures Lighthouse (mobile), first-load JS,
// the song-data chunk and search latency. Prints one table and writes bench/results.json.
// Run it on an otherwise idle machine: the figures are only as quiet as the machine.
import { execFileSync } from 'node:child_process'
import { readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { cpus, totalmem } from 'node:os'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../tests/support/chromium.mjs'
import { firstLoadJs } from '../tests/support/first-load-js.mjs'
import { searchLatency } from './keystroke.mjs'
import { lighthouse } from './lighthouse.mjs'
import { stackFloor } from './stack-floor.mjs'
import { serveDist } from './serve-dist.mjs'

const root = resolve(import.meta.dirname, '..')
const out = join(root, 'bench/out')
const lighthouseRoutes = ['/', '/about', '/songlist', '/zh/songlist']
const sizeRoutes = ['/', '/about', '/songlist', '/zh', '/zh/about', '/zh/songlist']
const runs = Number(process.env.BENCH_RUNS ?? 3)

function build(name, content) {
  const dist = join(out, name, 'dist')
  const env = { ...process.env, DIST_DIR: dist, ...(content ? { CONTENT_DIR: content } : {}) }
  execFileSync('npm', ['run', 'build'], { cwd: root, env, stdio: 'ignore' })
  return dist
}

function dataChunk(dist) {
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

async function measure(name, content, port) {
  console.error(`[bench] building ${name}...`)
  const dist = build(name, content)
  const server = await serveDist(dist, port)
  const base = `http://localhost:${port}`
  try {
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: chromiumArgs,
    })
    const firstLoad = {}
    for (const route of sizeRoutes)
      firstLoad[route] = (await firstLoadJs(browser, base + route)).total
    let latency = null
    if (content) {
      console.error(`[bench] ${name}: search latency...`)
      latency = {
        cpu1x: await searchLatency(browser, `${base}/songlist`, 1),
        cpu4x: await searchLatency(browser, `${base}/songlist`, 4),
      }
    }
    await browser.close()
    const measured = await lighthouse(
      lighthouseRoutes.map((route) => base + route),
      runs,
      (url, round) => console.error(`[bench] ${name}: lighthouse ${url}, round ${round}/${runs}`),
    )
    const scores = Object.fromEntries(
      lighthouseRoutes.map((route) => [route, measured.get(base + route)]),
    )
    return { firstLoadJs: firstLoad, dataChunk: dataChunk(dist), lighthouse: scores, latency }
  } finally {
    server.kill()
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const ms = (value) => `${Math.round(value)} ms`

function table(results) {
  const lines = []
  for (const [name, r] of Object.entries(results)) {
    lines.push(`\n## ${name} data`)
    lines.push(
      '| route | perf (range) | a11y | best | seo | FCP | LCP | TBT (range) | CLS | first-load JS (gzip) | host CPU index (range) |',
    )
    lines.push('|---|---|---|---|---|---|---|---|---|---|---|')
    for (const route of sizeRoutes) {
      const s = r.lighthouse[route]
      const cells = s
        ? [
            `${s.performance} (${s.range.performance.join('-')})`,
            s.accessibility,
            s.bestPractices,
            s.seo,
            ms(s.fcp),
            ms(s.lcp),
            `${ms(s.tbt)} (${s.range.tbt.map(Math.round).join('-')})`,
            s.cls.toFixed(3),
          ]
        : ['', '', '', '', '', '', '', '']
      const host = s
        ? `${Math.round(s.benchmarkIndex)} (${s.range.benchmarkIndex.map(Math.round).join('-')})`
        : ''
      lines.push(`| ${route} | ${cells.join(' | ')} | ${kb(r.firstLoadJs[route])} | ${host} |`)
    }
    const slowest = Math.min(...Object.values(r.lighthouse).map((s) => s.range.benchmarkIndex[0]))
    if (slowest < 1000)
      lines.push(
        `host CPU index fell to ${Math.round(slowest)} (Lighthouse warns below 1,000: a host that slow lowers the scores)`,
      )
    if (r.dataChunk)
      lines.push(
        `song-data chunk ${r.dataChunk.file}: ${kb(r.dataChunk.bytes)} raw, ${kb(r.dataChunk.gzip)} gzip`,
      )
    if (r.latency) {
      for (const [rate, l] of Object.entries(r.latency)) {
        lines.push(
          `search ${rate}: keystroke-to-paint median ${l.keystroke.toFixed(1)} ms (${l.samples} keystrokes), clear-to-paint median ${l.clear.toFixed(1)} ms`,
        )
      }
    }
  }
  return lines.join('\n')
}

// A content folder like content/ whose streams are the generated 2,000 performances.
const generatedContent = join(out, 'generated-content')
rmSync(generatedContent, { recursive: true, force: true })
execFileSync('npm', ['run', 'bench:data', '--', '2000', generatedContent], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
})
const machine = `${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`
const results = {
  real: await measure('real', null, 4301),
  generated: await measure('generated', generatedContent, 4302),
}
const stackFloorJs = await stackFloor(join(out, 'stack-floor'))
writeFileSync(
  join(root, 'bench/results.json'),
  `${JSON.stringify({ date: new Date().toISOString(), machine, stackFloorJs, ...results }, null, 2)}\n`,
)
console.log(`machine: ${machine}`)
console.log(
  `stack floor (React DOM, TanStack Router, Lingui; none of our code): ${kb(stackFloorJs)} gzip`,
)
console.log(table(results))
