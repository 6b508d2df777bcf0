// The targets of the performance issue and the one table `npm run bench` prints: every figure for
// both data sets side by side, each with its target and a pass or miss mark.
import { maxOf, minOf } from '#src/lib/arrays.ts'

import type { ContentFacts } from './content-facts.ts'
import type { DeploySize } from './deploy-size.ts'
import {
  type InteractionKind,
  interactionKinds,
  type InteractionSamples,
  type ScrollResult,
} from './interactions.ts'
import { type LighthouseSummary, minBenchmarkIndex } from './lighthouse.ts'
import type { PrerenderFigures, ShareCardFigures } from './prerender-figures.ts'

/** What `npm run bench` measured of one data set; a part left out was not measured. */
export interface DataSetResult extends ContentFacts {
  /** Warm: the second build, nothing changed, every share card in the cache. */
  buildSeconds: number
  /** Cold: the first build, no share card in the cache (absent from results written before it). */
  coldBuildSeconds?: number
  shareCards?: { cold: ShareCardFigures | null; warm: ShareCardFigures | null }
  /** The prerender step of that build (null: its summary line was not found). */
  prerender: PrerenderFigures | null
  dataChunk: { file: string; bytes: number; gzip: number } | null
  /** The build's files as a deploy uploads them (absent from results written before it). */
  deploy?: DeploySize
  benchmarkIndex: number[]
  /** Per route, gzip bytes: everything, the code, the song data. */
  firstLoadJs?: Record<string, { total: number; code: number; data: number }>
  /** Per CPU rate (`cpu1x`, `cpu4x`). */
  interactions?: Record<string, InteractionSamples>
  scroll?: Record<string, ScrollResult>
  /** Per route. */
  lighthouse?: Record<string, LighthouseSummary | undefined>
}

export const sizeRoutes = ['/', '/about', '/songlist', '/zh', '/zh/about', '/zh/songlist']

export const targets = {
  ownJs: 20 * 1024,
  dataChunk: 200 * 1024,
  interaction1x: 16,
  interaction4x: 50,
  scrollTask: 50,
  lighthouseScore: 95,
  lcp: 1500,
  cls: 0,
  buildSeconds: 60,
  heapBytes: 50 * 1024 * 1024,
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b)
export const median = (values: number[]) =>
  values.length === 0 ? NaN : (sorted(values)[Math.floor(values.length / 2)] as number)
/** Nearest rank: with fewer than 20 samples, the 95th percentile is the largest. */
export const p95 = (values: number[]) =>
  values.length === 0 ? NaN : (sorted(values)[Math.ceil(values.length * 0.95) - 1] as number)

const kb = (bytes: number) =>
  Math.abs(bytes) < 1024 ? `${Math.round(bytes)} B` : `${(bytes / 1024).toFixed(1)} KB`
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`
const ms = (value: number) => `${value.toFixed(value < 100 ? 1 : 0)} ms`
const seconds = (value: number) => `${value.toFixed(1)} s`
const cardNote = (cards: ShareCardFigures | null | undefined) =>
  cards
    ? `cards: ${cards.drawn} drawn, ${cards.reused} cached, ${seconds(cards.seconds)}`
    : undefined
const plain = (value: number) => String(Math.round(value * 1000) / 1000)

/** A figure read from a data set's results; nothing when that part was not measured. */
type Reading = { value: number; note?: string } | null | undefined | false | 0

interface Limit {
  max?: number
  min?: number
}

interface Row {
  figure: string
  target: string
  read: (r: DataSetResult) => Reading
  format: (value: number) => string
  limit: Limit | undefined
}

/** One figure: how to read it from a data set's results, show it, and compare it. */
function row(
  figure: string,
  target: string,
  read: Row['read'],
  format: Row['format'],
  limit?: Limit,
): Row {
  return { figure, target, read, format, limit }
}

/** The whole row list; `floor` is the stack floor's first-load JS. */
function rows(floor: number): Row[] {
  const list = [
    row(
      "host CPU: Lighthouse's benchmark index (higher is faster), median",
      `a Lighthouse run counts at ≥ ${minBenchmarkIndex}`,
      (r) =>
        r.benchmarkIndex?.length && {
          value: median(r.benchmarkIndex),
          note: `${Math.round(minOf(r.benchmarkIndex))}-${Math.round(maxOf(r.benchmarkIndex))}, n=${r.benchmarkIndex.length}`,
        },
      (v) => String(Math.round(v)),
    ),
    row(
      'stack floor: React DOM, TanStack Router, Lingui alone (gzip)',
      'none',
      () => ({ value: floor }),
      kb,
    ),
  ]
  for (const route of sizeRoutes)
    list.push(
      row(
        `first-load JS of ours above the floor, ${route}`,
        `≤ ${kb(targets.ownJs)}`,
        (r) => {
          const js = r.firstLoadJs?.[route]
          return js && { value: js.code - floor, note: `${kb(js.code)} code + ${kb(js.data)} data` }
        },
        kb,
        { max: targets.ownJs },
      ),
    )
  list.push(
    row(
      'song-data chunk (gzip)',
      `≤ ${kb(targets.dataChunk)}`,
      (r) => r.dataChunk && { value: r.dataChunk.gzip, note: `${kb(r.dataChunk.bytes)} raw` },
      kb,
      { max: targets.dataChunk },
    ),
    row(
      'build time, warm (npm run build, nothing changed)',
      `≤ ${targets.buildSeconds} s`,
      (r) => ({ value: r.buildSeconds, note: cardNote(r.shareCards?.warm) }),
      seconds,
      { max: targets.buildSeconds },
    ),
    row(
      'build time, cold (no share card drawn before)',
      'less is better',
      (r) =>
        r.coldBuildSeconds !== undefined && {
          value: r.coldBuildSeconds,
          note: cardNote(r.shareCards?.cold),
        },
      seconds,
    ),
    row(
      'deploy: every file of dist/ (as uploaded)',
      'less is better',
      (r) => r.deploy && { value: r.deploy.bytes, note: `${r.deploy.files} files` },
      mb,
    ),
    row(
      'deploy: median prerendered page',
      'less is better',
      (r) => r.deploy && { value: r.deploy.medianPageBytes, note: `${r.deploy.pages} pages` },
      kb,
    ),
    row(
      'prerender: pages per second',
      'more is better',
      (r) =>
        r.prerender && {
          value: r.prerender.pagesPerSecond,
          note: `${r.prerender.pages} pages in ${seconds(r.prerender.seconds)}, ${r.prerender.workers} workers`,
        },
      plain,
    ),
    row(
      'JS heap after scrolling the whole list (after GC)',
      `≤ ${mb(targets.heapBytes)}`,
      (r) => r.scroll?.cpu1x && { value: r.scroll.cpu1x.heapBytes },
      mb,
      { max: targets.heapBytes },
    ),
    row(
      'longest task while typing and clearing, 4x',
      'less is better',
      (r) => {
        const longest = r.interactions?.cpu4x?.typingLongestTask
        return longest !== undefined && { value: longest }
      },
      (v) => (v === 0 ? 'none over 50 ms' : ms(v)),
    ),
    row(
      'JS heap once the list loaded (after GC)',
      'less is better',
      (r) => {
        const heap = r.interactions?.cpu1x?.loadedHeapBytes
        return heap !== undefined && { value: heap }
      },
      mb,
    ),
    row(
      'longest task scrolling the whole list, 1x',
      `≤ ${targets.scrollTask} ms`,
      (r) => {
        const s = r.scroll?.cpu1x
        if (!s) return null
        const over = s.longTasks.length
        return {
          value: over === 0 ? 0 : maxOf(s.longTasks),
          note: `${over} tasks over 50 ms in ${s.steps.length} wheel steps, ${s.rows} rows in the page at the end${s.reachedEnd ? '' : ', end NOT reached'}`,
        }
      },
      (v) => (v === 0 ? 'none over 50 ms' : ms(v)),
      { max: targets.scrollTask },
    ),
  )
  const samples = (r: DataSetResult, rate: string, kind: InteractionKind) =>
    kind === 'scroll' ? r.scroll?.[rate]?.steps : r.interactions?.[rate]?.[kind]
  const latency = (
    kind: InteractionKind,
    label: string,
    rate: string,
    name: string,
    statistic: (values: number[]) => number,
    limit: number,
  ) =>
    row(
      `${label}: ${name}, ${rate.slice(3)} CPU`,
      `≤ ${limit} ms`,
      (r) => {
        const values = samples(r, rate, kind)
        return values?.length ? { value: statistic(values), note: `n=${values.length}` } : null
      },
      ms,
      { max: limit },
    )
  for (const [kind, label] of Object.entries(interactionKinds) as [InteractionKind, string][])
    list.push(
      latency(kind, label, 'cpu1x', 'median', median, targets.interaction1x),
      latency(kind, label, 'cpu4x', 'p95', p95, targets.interaction4x),
    )
  for (const route of sizeRoutes) {
    const lighthouse = (r: DataSetResult) => {
      const s = r.lighthouse?.[route]
      return s && s.kept > 0 ? s : null
    }
    const runs = (s: LighthouseSummary) => `${s.kept} runs kept, ${s.dropped} dropped`
    list.push(
      row(
        `Lighthouse mobile performance, ${route}`,
        `≥ ${targets.lighthouseScore}`,
        (r) => {
          const s = lighthouse(r)
          return (
            s && { value: s.performance, note: `${s.range?.performance.join('-')}; ${runs(s)}` }
          )
        },
        plain,
        { min: targets.lighthouseScore },
      ),
      row(
        `Lighthouse LCP, ${route}`,
        `≤ ${seconds(targets.lcp / 1000)}`,
        (r) => {
          const s = lighthouse(r)
          return (
            s && { value: s.lcp / 1000, note: `FCP ${seconds(s.fcp / 1000)}, TBT ${ms(s.tbt)}` }
          )
        },
        seconds,
        { max: targets.lcp / 1000 },
      ),
      row(
        `Lighthouse CLS (largest of the runs), ${route}`,
        `= ${targets.cls}`,
        (r) => {
          const s = lighthouse(r)
          return s && { value: s.cls }
        },
        plain,
        { max: targets.cls },
      ),
    )
  }
  return list
}

function mark(value: number | undefined, format: Row['format'], limit: Limit | undefined): string {
  if (!limit) return ''
  if (value === undefined || Number.isNaN(value)) return 'not measured'
  if (limit.max !== undefined && value > limit.max) return `MISS by ${format(value - limit.max)}`
  if (limit.min !== undefined && value < limit.min) return `MISS by ${format(limit.min - value)}`
  return 'pass'
}

function cell(r: DataSetResult | undefined, { read, format, limit }: Row): [string, string] {
  const got = r ? read(r) : null
  if (!got) return ['not measured', limit ? 'not measured' : '']
  const shown = format(got.value)
  return [got.note ? `${shown} (${got.note})` : shown, mark(got.value, format, limit)]
}

/** The table, and a list of every figure with its mark for results.json. */
export function table(
  results: Record<string, DataSetResult>,
  floor: number,
  names: string[],
): { text: string; figures: Record<string, unknown>[] } {
  const list = rows(floor)
  const header = ['figure', 'target', ...names.flatMap((name) => [name, 'mark'])]
  const lines = [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`]
  const figures = []
  for (const spec of list) {
    const cells = names.map((name) => cell(results[name], spec))
    lines.push(`| ${[spec.figure, spec.target, ...cells.flat()].join(' | ')} |`)
    figures.push({
      figure: spec.figure,
      target: spec.target,
      ...Object.fromEntries(names.map((name, i) => [name, cells[i]])),
    })
  }
  return { text: lines.join('\n'), figures }
}
