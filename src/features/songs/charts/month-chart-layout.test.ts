import { describe, expect, it } from 'vitest'

import type { MonthBucket } from './dated-activity.ts'
import { monthChartLayout } from './month-chart-layout.ts'

/** Each bar of the path as [left edge, height] in the chart's units. */
function bars(path: string, base: number): [number, number][] {
  const bar = /M([\d.]+) (\d+)V(\d+)h0\.7V(\d+)z/g
  return [...path.matchAll(bar)].map(([, x, from, to, back]) => {
    expect([Number(from), Number(back)]).toEqual([base, base])
    return [Number(x), base - Number(to)]
  })
}

const months = (counts: number[], year = 2023, month = 11): MonthBucket[] =>
  counts.map((performances, i) => ({
    year: year + Math.floor((month - 1 + i) / 12),
    month: ((month - 1 + i) % 12) + 1,
    performances,
  }))

describe('monthChartLayout', () => {
  it('draws a bar per month with songs, as tall as its count, in month order', () => {
    const layout = monthChartLayout(months([2, 0, 3, 1]))
    expect(layout.months).toBe(4)
    expect(layout.axis.top).toBe(3)
    expect(bars(layout.bars, 3)).toEqual([
      [0.15, 2],
      [2.15, 3],
      [3.15, 1],
    ])
    expect(layout.grid).toBe('M0 3H4M0 2H4M0 1H4M0 0H4')
    expect(layout.yearBoundaries).toBe('M2 0V3')
  })

  it('names each month of a short span, and each year in the middle of its months', () => {
    const layout = monthChartLayout(months([2, 0, 3, 1]))
    expect(layout.monthLabels).toEqual([
      { x: 0.125, value: 11 },
      { x: 0.375, value: 12 },
      { x: 0.625, value: 1 },
      { x: 0.875, value: 2 },
    ])
    expect(layout.yearLabels).toEqual([
      { x: 0.25, value: 2023 },
      { x: 0.75, value: 2024 },
    ])
  })

  it('names only every other year of ten and no month, and skips a year of two months', () => {
    // November 2019 to October 2029: 2019 has two months here, 2020-2028 twelve, 2029 ten.
    const layout = monthChartLayout(months(Array(120).fill(1), 2019, 11))
    expect(layout.monthLabels).toEqual([])
    expect(layout.yearLabels.map((l) => l.value)).toEqual([2020, 2022, 2024, 2026, 2028])
    expect(layout.yearLabels[0]?.x).toBeCloseTo(8 / 120)
    expect(bars(layout.bars, 1)).toHaveLength(120)
    expect(layout.yearBoundaries.match(/M/g)).toHaveLength(10)
  })

  it('draws no bar for a span without songs', () => {
    const layout = monthChartLayout(months([0, 0]))
    expect(layout.bars).toBe('')
    expect(layout.axis).toEqual({ top: 1, ticks: [0, 1] })
  })
})
