import type { MonthBucket } from './dated-activity.ts'
import { coordinate, type CountAxis, countAxis } from './scale.ts'

/** A label under the bars: `x` is its centre as a share of the chart's width (0-1). */
export interface AxisLabel {
  x: number
  value: number
}

/**
 * The month chart in the bars' own units: one unit of width per month, `axis.top` units of
 * height, y growing downwards. Whatever the number of months, the bars are one path, the
 * gridlines one and the year boundaries one, and there are at most 12 month and 8 year labels.
 */
export interface MonthChartLayout {
  months: number
  axis: CountAxis
  /** A subpath `M{x} {base}V{top}h{width}V{base}z` per month with performances, oldest first. */
  bars: string
  grid: string
  /** A vertical line at the start of each January after the first month. */
  yearBoundaries: string
  /** Month numbers under each bar, only when there are 12 months or fewer. */
  monthLabels: AxisLabel[]
  /** Years at the middle of their months: every one of a short span, else every few. */
  yearLabels: AxisLabel[]
}

export const barWidth = 0.7
const maxMonthLabels = 12
const maxYearLabels = 8
/** On a long span a year is named only when it has this many months on the chart. */
const minLabelledMonths = 6

function yearSpans(months: readonly MonthBucket[]) {
  const spans: { year: number; from: number; to: number }[] = []
  months.forEach(({ year }, i) => {
    const last = spans.at(-1)
    if (last?.year === year) last.to = i + 1
    else spans.push({ year, from: i, to: i + 1 })
  })
  return spans
}

export function monthChartLayout(months: readonly MonthBucket[]): MonthChartLayout {
  const n = months.length
  const axis = countAxis(months.reduce((max, m) => Math.max(max, m.performances), 0))
  const base = axis.top
  const bars = months
    .map(({ performances }, i) =>
      performances > 0
        ? `M${coordinate(i + (1 - barWidth) / 2)} ${base}V${base - performances}h${coordinate(barWidth)}V${base}z`
        : '',
    )
    .join('')
  const grid = axis.ticks.map((tick) => `M0 ${base - tick}H${n}`).join('')
  const yearBoundaries = months
    .map(({ month }, i) => (month === 1 && i > 0 ? `M${i} 0V${base}` : ''))
    .join('')
  const monthLabels =
    n <= maxMonthLabels ? months.map(({ month }, i) => ({ x: (i + 0.5) / n, value: month })) : []
  const candidates = yearSpans(months).filter(
    (span) => n <= maxMonthLabels || span.to - span.from >= minLabelledMonths,
  )
  const every = Math.ceil(candidates.length / maxYearLabels)
  const yearLabels = candidates
    .filter((_, i) => i % every === 0)
    .map((span) => ({ x: (span.from + span.to) / 2 / n, value: span.year }))
  return { months: n, axis, bars, grid, yearBoundaries, monthLabels, yearLabels }
}
