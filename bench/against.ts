// `npm run bench -- --against REF [--performances 10000,30000] [--rounds 3] [--runs 3]
// [--throttling applied|simulated]`: this tree
// and the commit REF (a temporary worktree), each built from the same generated archive at each
// size and served side by side: the song-list interactions at 1x and 4x CPU in interleaved rounds
// (list-side-by-side.ts), then Lighthouse mobile on /songlist, its runs alternating between the
// builds, with applied throttling (the load itself slowed, as issue 68 asks) unless simulated. Prints per size the interactions' medians and p95s, each build's longest task while
// typing and JS heap once loaded, and Lighthouse's score, total blocking time and largest paint
// with every run's benchmark index; at the end the heap of each size beside the others.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'

import { serveDist } from '#tests/support/serve-dist.ts'

import { lighthouse, type LighthouseSummary, type Throttling } from './lighthouse.ts'
import { listSideBySide, listSideBySideText } from './list-side-by-side.ts'
import { refWorktree } from './ref-worktree.ts'
import { median } from './report.ts'

export interface AgainstOptions {
  ref: string
  sizes: number[]
  rounds: number
  runs: number
  throttling: Throttling
  /** The first of seven ports: the builds' servers take it and the next, Lighthouse the sixth. */
  port: number
}

interface Variant {
  name: string
  /** Names the build's folder and share-card cache under bench/out/against. */
  key: 'this' | 'ref'
  dir: string
}

const round = (n: number) => (Number.isFinite(n) ? String(Math.round(n)) : '-')

function lighthouseLine(name: string, s: LighthouseSummary): string {
  const range = (pair: [number, number] | undefined) =>
    pair ? ` (${round(pair[0])}-${round(pair[1])})` : ''
  return (
    `${name}: performance ${round(s.performance)}${range(s.range?.performance)}, ` +
    `total blocking time ${round(s.tbt)}${range(s.range?.tbt)} ms, largest contentful paint ` +
    `${round(s.lcp)} ms, first contentful paint ${round(s.fcp)} ms, layout shift ${s.cls.toFixed(3)}; ` +
    `${s.kept} runs kept, ${s.dropped} dropped; benchmark index ${s.benchmarkIndex.map(round).join(', ')}`
  )
}

export async function benchAgainst(root: string, options: AgainstOptions): Promise<void> {
  const out = join(root, 'bench/out/against')
  const worktree = refWorktree(root, options.ref)
  const variants: Variant[] = [
    { name: 'this tree', key: 'this', dir: root },
    { name: worktree.commit, key: 'ref', dir: worktree.dir },
  ]
  const heaps: string[] = []
  try {
    for (const size of options.sizes) {
      const content = join(out, `content-${size}`)
      if (!existsSync(content))
        execFileSync('npm', ['run', 'bench:data', '--', String(size), content], {
          cwd: root,
          stdio: ['ignore', 'ignore', 'inherit'],
        })
      const dists = variants.map((variant) => {
        console.error(`building ${variant.name} with ${size} performances...`)
        const dist = join(out, `dist-${variant.key}-${size}`)
        execFileSync('npm', ['run', 'build'], {
          cwd: variant.dir,
          env: {
            ...process.env,
            CONTENT_DIR: content,
            DIST_DIR: dist,
            SHARE_CARD_CACHE: join(out, `cards-${variant.key}-${size}`),
          },
          // The build's warnings only when it fails (they come with the thrown error).
          stdio: ['ignore', 'ignore', 'pipe'],
        })
        return dist
      })
      const servers = await Promise.all(
        dists.map((dist, i) => serveDist({ DIST_DIR: dist, PORT: String(options.port + i) })),
      )
      try {
        const list = await listSideBySide(
          variants.map(({ name }, i) => ({ name, base: servers[i]?.url ?? '' })),
          content,
          options.rounds,
        )
        const urls = servers.map((server) => `${server.url}/songlist`)
        const measured = await lighthouse(urls, {
          runs: options.runs,
          port: options.port + 5,
          throttling: options.throttling,
          onRun: (url, n, r) =>
            console.error(`lighthouse ${url} round ${n}: ${r.performance}, TBT ${round(r.tbt)}`),
        })
        console.log(`\n## ${size} performances\n\n${listSideBySideText(list)}\n`)
        const method = options.throttling === 'devtools' ? 'applied' : 'simulated'
        console.log(`Lighthouse, mobile, ${method} throttling, /songlist:`)
        variants.forEach(({ name }, i) => {
          const summary = measured.get(urls[i] ?? '')
          if (summary) console.log(lighthouseLine(name, summary))
        })
        for (const { name } of variants) {
          const heap = list.extras.get(`${name}|1`)?.heapMb ?? []
          heaps.push(`${name} at ${size}: ${median(heap).toFixed(1)} MB`)
        }
      } finally {
        for (const server of servers) server.stop()
      }
    }
  } finally {
    worktree.remove()
  }
  console.log(`\nJS heap once the song list loaded (1x, median of rounds): ${heaps.join('; ')}`)
}
