// `npm run bench:build -- [--performances N] [--runs K] [--against REF]`: times `npm run build` on a
// generated archive of N performances (default 10,000), with the prerender in one worker per core
// and in a single worker, and, with --against, the build of another commit (a temporary git
// worktree of REF) on the same data, in the same run, interleaved. Prints the median of K runs
// (default 1) of each, and their range: build seconds, prerender seconds, pages, pages per second,
// and the peak memory of the build's largest process.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'

import { maxOf, minOf } from '#src/lib/arrays.ts'

import { type PrerenderFigures, prerenderFigures } from './prerender-figures.ts'
import { type RefWorktree, refWorktree } from './ref-worktree.ts'
import { median } from './report.ts'

const root = resolve(import.meta.dirname, '..')
const out = join(root, 'bench/out/build')
const { values } = parseArgs({
  options: {
    performances: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '1' },
    against: { type: 'string' },
  },
})
const performances = Number(values.performances)
const runs = Number(values.runs)

interface Variant {
  label: string
  dir: string
  env: Record<string, string>
}
interface Timing {
  seconds: number
  prerender: PrerenderFigures | null
  peakMiB: number
}

const content = join(out, `content-${performances}`)
if (!existsSync(content)) {
  execFileSync('npm', ['run', 'bench:data', '--', String(performances), content], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

const variants: Variant[] = [
  { label: 'this tree, one worker per core', dir: root, env: {} },
  { label: 'this tree, one worker', dir: root, env: { PRERENDER_WORKERS: '1' } },
]
let worktree: RefWorktree | null = null
if (values.against) {
  worktree = refWorktree(root, values.against)
  variants.push({ label: values.against, dir: worktree.dir, env: {} })
}

/** One `npm run build` under GNU time, for its peak resident memory (the workers included). */
function build(variant: Variant, index: number): Timing {
  const dist = join(out, `dist-${index}`)
  const env = { ...process.env, ...variant.env, CONTENT_DIR: content, DIST_DIR: dist }
  const start = performance.now()
  const run = spawnSync('/usr/bin/time', ['-f', 'peak-kb %M', 'npm', 'run', 'build'], {
    cwd: variant.dir,
    env,
    encoding: 'utf8',
  })
  const seconds = (performance.now() - start) / 1000
  if (run.status !== 0) throw new Error(`${variant.label}: the build failed\n${run.stderr}`)
  rmSync(dist, { recursive: true, force: true })
  const peakKb = Number(/peak-kb (\d+)/.exec(run.stderr)?.[1] ?? NaN)
  return { seconds, prerender: prerenderFigures(run.stdout), peakMiB: peakKb / 1024 }
}

const timings = variants.map((): Timing[] => [])
const load = loadavg()
try {
  for (let round = 0; round < runs; round++) {
    variants.forEach((variant, i) => {
      const timing = build(variant, i)
      timings[i]?.push(timing)
      console.error(`[round ${round + 1}] ${variant.label}: ${timing.seconds.toFixed(1)} s`)
    })
  }
} finally {
  worktree?.remove()
}

const cell = (values: (number | undefined)[], digits: number) => {
  const known = values.filter((v): v is number => v !== undefined && Number.isFinite(v))
  if (known.length === 0) return '-'
  const range =
    known.length > 1 ? ` (${minOf(known).toFixed(digits)}-${maxOf(known).toFixed(digits)})` : ''
  return `${median(known).toFixed(digits)}${range}`
}
console.log(
  `${performances} performances; ${cpus().length} cores, load average ${load.map((l) => l.toFixed(1)).join(', ')} at the start; median of ${runs} run(s)`,
)
console.log('| build | npm run build (s) | prerender (s) | pages | pages/s | peak memory (MiB) |')
console.log('|---|---|---|---|---|---|')
variants.forEach((variant, i) => {
  const t = timings[i] ?? []
  console.log(
    `| ${variant.label} | ${cell(
      t.map((x) => x.seconds),
      1,
    )} | ${cell(
      t.map((x) => x.prerender?.seconds),
      1,
    )} | ${cell(
      t.map((x) => x.prerender?.pages),
      0,
    )} | ${cell(
      t.map((x) => x.prerender?.pagesPerSecond),
      0,
    )} | ${cell(
      t.map((x) => x.peakMiB),
      0,
    )} |`,
  )
})
