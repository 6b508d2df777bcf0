// The song-list interactions of `npm run bench` on two or more served builds of the same content,
// rounds interleaved on the same host, so each build is read against the others and not against
// another day's machine (`bench:list-changes`, `bench --against`).
import { loadavg } from 'node:os'
import { chromium } from '@playwright/test'

import { maxOf, minOf } from '#src/lib/arrays.ts'
import { chromiumArgs, chromiumPath } from '#tests/support/chromium.ts'

import { contentFacts } from './content-facts.ts'
import { type InteractionKind, interactionKinds, songListInteractions } from './interactions.ts'
import { loadLighthouse } from './lighthouse.ts'
import { median, p95 } from './report.ts'

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
const rates = [1, 4] as const

export interface ServedBuild {
  name: string
  /** The served site's origin, `http://localhost:PORT`. */
  base: string
}

export interface ListSideBySide {
  builds: ServedBuild[]
  /** `name|rate|kind`: every sample of every round. */
  samples: Map<string, number[]>
  /** `name|rate`: each round's longest task while typing (ms) and heap once loaded (MB). */
  extras: Map<string, { longest: number[]; heapMb: number[] }>
  benchmarkIndex: number[]
  loadAverage: number[]
}

/** `rounds` rounds of every interaction, each round every rate and every build in turn. */
export async function listSideBySide(
  builds: ServedBuild[],
  content: string,
  rounds: number,
): Promise<ListSideBySide> {
  const { pageFunctions } = await loadLighthouse()
  const { mostSung } = contentFacts(content)
  const result: ListSideBySide = {
    builds,
    samples: new Map(),
    extras: new Map(),
    benchmarkIndex: [],
    loadAverage: [],
  }
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    for (let round = 1; round <= rounds; round++)
      for (const rate of rates)
        for (const { name, base } of builds) {
          const page = await browser.newPage()
          result.benchmarkIndex.push(await page.evaluate(pageFunctions.computeBenchmarkIndex))
          await page.close()
          result.loadAverage.push(loadavg()[0] ?? 0)
          console.error(`round ${round}, ${rate}x, ${name}`)
          const measured = await songListInteractions(browser, base, {
            rate,
            history: mostSung,
            repeat: 1,
          })
          for (const kind of shown) {
            const key = `${name}|${rate}|${kind}`
            result.samples.set(key, [...(result.samples.get(key) ?? []), ...(measured[kind] ?? [])])
          }
          const extra = result.extras.get(`${name}|${rate}`) ?? { longest: [], heapMb: [] }
          extra.longest.push(measured.typingLongestTask ?? 0)
          extra.heapMb.push((measured.loadedHeapBytes ?? 0) / 2 ** 20)
          result.extras.set(`${name}|${rate}`, extra)
        }
  } finally {
    await browser.close()
  }
  return result
}

const figure = (values: number[] | undefined, pick: (v: number[]) => number) =>
  values?.length ? `${Math.round(pick(values))} (${values.length})` : '-'

/** A Markdown table of the medians at 1x and 4x and the p95 at 4x, then each build's extras. */
export function listSideBySideText({
  builds,
  samples,
  extras,
  benchmarkIndex,
  loadAverage,
}: ListSideBySide): string {
  const lines = [
    `| interaction | ${builds.map((b) => `${b.name} 1x median | ${b.name} 4x median | ${b.name} 4x p95`).join(' | ')} |`,
    `|---|${builds.map(() => '---|---|---').join('|')}|`,
    ...shown.map(
      (kind) =>
        `| ${interactionKinds[kind]} | ${builds
          .map(({ name }) =>
            [
              figure(samples.get(`${name}|1|${kind}`), median),
              figure(samples.get(`${name}|4|${kind}`), median),
              figure(samples.get(`${name}|4|${kind}`), p95),
            ].join(' | '),
          )
          .join(' | ')} |`,
    ),
  ]
  for (const { name } of builds)
    for (const rate of rates) {
      const extra = extras.get(`${name}|${rate}`)
      if (!extra) continue
      lines.push(
        `${name} ${rate}x: longest task while typing ${Math.round(maxOf(extra.longest))} ms ` +
          `(median of rounds ${Math.round(median(extra.longest))}), ` +
          `JS heap once loaded ${median(extra.heapMb).toFixed(1)} MB`,
      )
    }
  lines.push(
    `ms (samples); benchmark index median ${Math.round(median(benchmarkIndex))} ` +
      `(${Math.round(minOf(benchmarkIndex))}-${Math.round(maxOf(benchmarkIndex))}), ` +
      `load average ${minOf(loadAverage).toFixed(1)}-${maxOf(loadAverage).toFixed(1)}`,
  )
  return lines.join('\n')
}
