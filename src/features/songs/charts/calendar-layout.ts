import type { StreamDay } from './dated-activity.ts'

/** Calendar geometry in the SVG's user units: a week per column, Sunday on the top row. */
export const calendarGrid = { cell: 10, pitch: 13, left: 22, top: 16 } as const

/** The most weeks half a year touches: 184 days starting on a Saturday. */
const halfWeeks = 28

/** How many shades a stream day can take: the more songs sung that day, the darker. */
export const levelCount = 4

/** The counts of songs a day that one shade stands for, both ends included. */
export interface LevelRange {
  level: number
  from: number
  to: number
}

/** Half a year (January-June or July-December) as one SVG, all of the same size. */
export interface CalendarHalf {
  /** Where each month's first day falls. */
  monthLabels: { month: number; x: number }[]
  /** Every day of the half: one dashed vertical line per week, a dash per day. */
  days: string
  /** Per shade, lowest first: a subpath `M{x} {y}h10v10h-10z` per stream day, '' when none. */
  levels: string[]
}

export interface CalendarYear {
  year: number
  halves: [CalendarHalf, CalendarHalf]
}

export interface CalendarLayout {
  /** Every half's size in user units: the same, so that halves drawn alike share a scale. */
  width: number
  height: number
  /** Newest first, every year from the first stream day's to the last's. */
  years: CalendarYear[]
  /** The shades in use, lightest first. */
  legend: LevelRange[]
}

const dayMs = 86_400_000

/** A day's shade (1-4) by the songs sung that day against the busiest day. */
export function dayLevel(performances: number, busiest: number): number {
  return Math.max(1, Math.ceil((levelCount * performances) / Math.max(1, busiest)))
}

/**
 * The counts each shade covers, in `dayLevel`'s terms. A dated stream whose songs all hide
 * their dates counts 0 songs and takes the lightest shade, so `least` 0 opens that range at 0.
 */
export function levelRanges(busiest: number, least: number): LevelRange[] {
  const top = Math.max(1, busiest)
  const ranges: LevelRange[] = []
  for (let level = 1; level <= levelCount; level++) {
    const to = Math.min(busiest, Math.floor((level * top) / levelCount))
    let from = Math.floor(((level - 1) * top) / levelCount) + 1
    if (level === 1) from = Math.min(from, least)
    if (from <= to) ranges.push({ level, from, to })
  }
  return ranges
}

/** A stream day's place: its date as a UTC time, and its shade. */
interface ShadedDay {
  time: number
  level: number
}

function half(year: number, firstMonth: number, shaded: readonly ShadedDay[]): CalendarHalf {
  const { cell, pitch, left, top } = calendarGrid
  const start = Date.UTC(year, firstMonth - 1, 1)
  const length = (Date.UTC(year, firstMonth + 5, 1) - start) / dayMs
  const offset = new Date(start).getUTCDay()
  const columns = Math.ceil((length + offset) / 7)
  const x = (column: number) => left + column * pitch
  const y = (row: number) => top + row * pitch
  const monthLabels = Array.from({ length: 6 }, (_, i) => {
    const first = (Date.UTC(year, firstMonth - 1 + i, 1) - start) / dayMs + offset
    return { month: firstMonth + i, x: x(Math.floor(first / 7)) }
  })
  // Dashes restart at each subpath, so a line from a week's first to its last day draws its days.
  const days = Array.from({ length: columns }, (_, column) => {
    const firstRow = column === 0 ? offset : 0
    const lastRow = Math.min(6, length + offset - 1 - column * 7)
    return `M${x(column) + cell / 2} ${y(firstRow)}V${y(lastRow) + cell}`
  }).join('')
  const levels = Array.from({ length: levelCount }, () => '')
  for (const { time, level } of shaded) {
    const position = (time - start) / dayMs + offset
    levels[level - 1] +=
      `M${x(Math.floor(position / 7))} ${y(position % 7)}h${cell}v${cell}h-${cell}z`
  }
  return { monthLabels, days, levels }
}

/** Every year of the stream days, newest first, with each day shaded by its songs. */
export function calendarLayout(days: readonly StreamDay[]): CalendarLayout {
  const first = days[0]
  const last = days.at(-1)
  const { pitch, left, top } = calendarGrid
  const size = { width: left + halfWeeks * pitch, height: top + 7 * pitch }
  if (!first || !last) return { ...size, years: [], legend: [] }
  // A loop, not Math.max(...): a spread of many thousand arguments can overflow the stack.
  let busiest = 0
  let least = Infinity
  for (const { performances } of days) {
    busiest = Math.max(busiest, performances)
    least = Math.min(least, performances)
  }
  // Each day goes to its half-year once, in date order: the work follows the stream days.
  const halves = new Map<number, ShadedDay[]>()
  for (const day of days) {
    const [year, month, date] = day.iso.split('-').map(Number) as [number, number, number]
    const key = year * 2 + (month > 6 ? 1 : 0)
    const list = halves.get(key) ?? []
    list.push({ time: Date.UTC(year, month - 1, date), level: dayLevel(day.performances, busiest) })
    halves.set(key, list)
  }
  const from = Number(first.iso.slice(0, 4))
  const to = Number(last.iso.slice(0, 4))
  const years = Array.from({ length: to - from + 1 }, (_, i) => {
    const year = to - i
    const [january, july] = [
      half(year, 1, halves.get(year * 2) ?? []),
      half(year, 7, halves.get(year * 2 + 1) ?? []),
    ]
    return { year, halves: [january, july] as [CalendarHalf, CalendarHalf] }
  })
  return { ...size, years, legend: levelRanges(busiest, least) }
}
