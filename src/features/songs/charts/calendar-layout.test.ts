import { describe, expect, it } from 'vitest'

import { buildSongModel } from '#src/shared/song-model/song-model.ts'
import { chartTestStreams } from '#tests/support/chart-test-streams.ts'

import { calendarGrid, calendarLayout, dayLevel, levelRanges } from './calendar-layout.ts'
import { datedActivity } from './dated-activity.ts'

const { cell, pitch, left, top } = calendarGrid

/** The [column, row] of every cell a path draws. */
function cells(path: string): [number, number][] {
  return [...path.matchAll(/M(\d+) (\d+)h10v10h-10z/g)].map(([, x, y]) => [
    (Number(x) - left) / pitch,
    (Number(y) - top) / pitch,
  ])
}

/** How many days the dashed week lines draw: a dash per `pitch` of each line. */
function dayCount(path: string): number {
  return [...path.matchAll(/M[\d.]+ (\d+)V(\d+)/g)].reduce(
    (sum, [, from, to]) => sum + (Number(to) - Number(from) + pitch - cell) / pitch,
    0,
  )
}

describe('calendarLayout', () => {
  const layout = calendarLayout(datedActivity(buildSongModel(chartTestStreams)).days)

  it('draws every year of the stream days, newest first, each as January-June and July-December', () => {
    expect(layout.years.map((y) => y.year)).toEqual([2024, 2023])
    const [first2024, second2024] = layout.years[0]!.halves
    const [first2023, second2023] = layout.years[1]!.halves
    expect(dayCount(first2024.days)).toBe(31 + 29 + 31 + 30 + 31 + 30)
    expect(dayCount(second2024.days)).toBe(31 + 31 + 30 + 31 + 30 + 31)
    expect(dayCount(first2023.days)).toBe(31 + 28 + 31 + 30 + 31 + 30)
    expect(dayCount(second2023.days)).toBe(184)
    // 1 January 2024 is a Monday: 182 days from the second row fill 27 weeks. 1 July 2023 is a
    // Saturday: 184 days from the last row touch 28, the most any half can.
    expect(first2024.days.match(/M/g)).toHaveLength(27)
    expect(second2023.days.match(/M/g)).toHaveLength(28)
    expect([layout.width, layout.height]).toEqual([left + 28 * pitch, top + 7 * pitch])
  })

  it('puts each stream day in its week column and weekday row, shaded by its songs', () => {
    const [first2024] = layout.years[0]!.halves
    const [, second2023] = layout.years[1]!.halves
    // Busiest day: 5 January 2024 with 3 songs (level 4). 29 February 2024 has 1 (level 2),
    // 30 November 2023 has 2 (level 3). Monday 1 January 2024 is column 0, row 1; Saturday
    // 1 July 2023 is column 0, row 6.
    expect(first2024.levels.map(cells)).toEqual([[], [[8, 4]], [], [[0, 5]]])
    expect(second2023.levels.map(cells)).toEqual([[], [], [[22, 4]], []])
  })

  it('labels each month where its first day falls', () => {
    const [first2024, second2024] = layout.years[0]!.halves
    // 1 February 2024 is the 32nd day from a Monday start: column 4. 1 July 2024 is a Monday.
    expect(first2024.monthLabels[0]).toEqual({ month: 1, x: left })
    expect(first2024.monthLabels[1]).toEqual({ month: 2, x: left + 4 * pitch })
    expect(second2024.monthLabels.map((m) => m.month)).toEqual([7, 8, 9, 10, 11, 12])
    expect(second2024.monthLabels[0]?.x).toBe(left)
  })

  it('has a legend of the shades in use', () => {
    expect(layout.legend).toEqual([
      { level: 2, from: 1, to: 1 },
      { level: 3, from: 2, to: 2 },
      { level: 4, from: 3, to: 3 },
    ])
  })

  it('draws nothing without stream days', () => {
    expect(calendarLayout([])).toMatchObject({ years: [], legend: [] })
  })
})

describe('day shades', () => {
  it('splits the busiest day in four equal ranges', () => {
    expect([1, 3, 4, 6, 7, 9, 10, 12].map((n) => dayLevel(n, 12))).toEqual([1, 1, 2, 2, 3, 3, 4, 4])
    expect(levelRanges(12, 1)).toEqual([
      { level: 1, from: 1, to: 3 },
      { level: 2, from: 4, to: 6 },
      { level: 3, from: 7, to: 9 },
      { level: 4, from: 10, to: 12 },
    ])
  })

  it('gives a dated stream without dated songs the lightest shade, and says so', () => {
    expect(dayLevel(0, 5)).toBe(1)
    expect(levelRanges(5, 0)[0]).toEqual({ level: 1, from: 0, to: 1 })
    expect(levelRanges(0, 0)).toEqual([{ level: 1, from: 0, to: 0 }])
  })
})
