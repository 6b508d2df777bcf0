// `npm run bench:list-changes`: the song-list interactions of `npm run bench` on two or more
// builds side by side, rounds interleaved on the same host, so a change to the list's cost is
// read against the build before it and not against another day's machine. Prints, per build and
// interaction, the median at 1x CPU, the median and p95 at 4x, the longest main-thread task while
// typing, the JS heap once the list loaded, and the host's benchmark index.
//
// Environment:
//   LIST_DISTS     name=dist,... builds of the same content (for example `npm run bench:data`'s
//                  10,000 performances, built with CONTENT_DIR and DIST_DIR), required
//   LIST_CONTENT   that content folder: its most-sung song is the history opened, required
//   LIST_ROUNDS    rounds per build and CPU rate (default 3)
//   LIST_PORT      first port (default 4680); each build takes the next
import { loadavg } from 'node:os'
import { chromium } from '@playwright/test'

import { maxOf, minOf } from '#src/lib/arrays.ts'
import { chromiumArgs, chromiumPath } from '#tests/support/chromium.ts'
import { serveDist } from '#tests/support/serve-dist.ts'

import { contentFacts } from './content-facts.ts'
import { type InteractionKind, interactionKinds, songListInteractions } from './interactions.ts'
import { loadLighthouse } from './lighthouse.ts'
import { median, p95 } from './report.ts'

const dists = (process.env.LIST_DISTS ?? '').split(',').filter(Boolean)
const content = process.env.LIST_CONTENT
if (dists.length === 0 || !content) {
  console.error('Set LIST_DISTS=name=dist,... and LIST_CONTENT=<content folder>')
  process.exit(1)
}
const rounds = Number(process.env.LIST_ROUNDS ?? 3)
const firstPort = Number(process.env.LIST_PORT ?? 4680)
const shown: InteractionKind[] = [
  'firstChar',
  'firstCharResults',
  'nextChar',
  'nextCharResults',
  'clear',
  'clearResults',
  'sort',
  'view',
  'history',
]

const { pageFunctions } = await loadLighthouse()
const { mostSung } = contentFacts(content)
const builds = dists.map((entry, i) => {
  const [name, dist] = entry.split('=') as [string, string]
  return { name, dist, port: firstPort + i }
})
const servers = await Promise.all(
  builds.map(({ dist, port }) => serveDist({ DIST_DIR: dist, PORT: String(port) })),
)
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const samples = new Map<string, number[]>()
// Per build and rate: the longest task while typing, and the heap once loaded (MB), each round's.
const extras = new Map<string, { longest: number[]; heapMb: number[] }>()
const indexes: number[] = []
const loads: number[] = []
try {
  for (let round = 1; round <= rounds; round++)
    for (const rate of [1, 4])
      for (const { name, port } of builds) {
        const page = await browser.newPage()
        indexes.push(await page.evaluate(pageFunctions.computeBenchmarkIndex))
        await page.close()
        loads.push(loadavg()[0] ?? 0)
        console.error(`round ${round}, ${rate}x, ${name}`)
        const result = await songListInteractions(browser, `http://localhost:${port}`, {
          rate,
          history: mostSung,
          repeat: 1,
        })
        for (const kind of shown) {
          const key = `${name}|${rate}|${kind}`
          samples.set(key, [...(samples.get(key) ?? []), ...(result[kind] ?? [])])
        }
        const extra = extras.get(`${name}|${rate}`) ?? { longest: [], heapMb: [] }
        extra.longest.push(result.typingLongestTask ?? 0)
        extra.heapMb.push((result.loadedHeapBytes ?? 0) / 2 ** 20)
        extras.set(`${name}|${rate}`, extra)
      }
} finally {
  await browser.close()
  for (const server of servers) server.stop()
}

const figure = (values: number[] | undefined, pick: (v: number[]) => number) =>
  values?.length ? `${Math.round(pick(values))} (${values.length})` : '-'
console.log(
  `| interaction | ${builds.map((b) => `${b.name} 1x median | ${b.name} 4x median | ${b.name} 4x p95`).join(' | ')} |`,
)
console.log(`|---|${builds.map(() => '---|---|---').join('|')}|`)
for (const kind of shown)
  console.log(
    `| ${interactionKinds[kind]} | ${builds
      .map(
        ({ name }) =>
          `${figure(samples.get(`${name}|1|${kind}`), median)} | ${figure(samples.get(`${name}|4|${kind}`), median)} | ${figure(samples.get(`${name}|4|${kind}`), p95)}`,
      )
      .join(' | ')} |`,
  )
for (const { name } of builds)
  for (const rate of [1, 4]) {
    const extra = extras.get(`${name}|${rate}`)
    if (!extra) continue
    console.log(
      `${name} ${rate}x: longest task while typing ${Math.round(maxOf(extra.longest))} ms ` +
        `(median of rounds ${Math.round(median(extra.longest))}), ` +
        `JS heap once loaded ${median(extra.heapMb).toFixed(1)} MB`,
    )
  }
console.log(
  `ms (samples); benchmark index median ${Math.round(median(indexes))} ` +
    `(${Math.round(minOf(indexes))}-${Math.round(maxOf(indexes))}), ` +
    `load average ${minOf(loads).toFixed(1)}-${maxOf(loads).toFixed(1)}`,
)
