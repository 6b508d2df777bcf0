import { formatInteger, formatYear } from '#src/i18n/calendar-format.ts'
import { maxOf } from '#src/lib/arrays.ts'

import './song-pages.css'

// In view box units; the SVG's natural size is the same in CSS pixels and shrinks to fit.
const pitch = 44
const barWidth = 24
const countRow = 16
const plotHeight = 100
const yearRow = 18

/** At most two decimals, so the prerendered markup and the browser's agree. */
function coordinate(value: number): number {
  return Math.round(value * 100) / 100
}

/**
 * Performances per year as bars, each with its count above and its year below. Pure markup, so
 * it prerenders as is; `label` is the text alternative of the whole drawing.
 */
export function YearChart({
  years,
  label,
}: {
  years: { year: number; count: number }[]
  label: string
}) {
  if (years.length === 0) return null
  const most = maxOf(years.map((y) => y.count))
  const width = years.length * pitch
  const height = countRow + plotHeight + yearRow
  const base = countRow + plotHeight
  return (
    <svg
      className="song-year-chart"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      focusable="false"
    >
      {years.map(({ year, count }, i) => {
        const centre = i * pitch + pitch / 2
        const barHeight = most > 0 ? coordinate((count / most) * plotHeight) : 0
        return (
          <g key={year}>
            <rect
              x={centre - barWidth / 2}
              y={coordinate(base - barHeight)}
              width={barWidth}
              height={barHeight}
            />
            <text x={centre} y={coordinate(base - barHeight - 4)} textAnchor="middle">
              {formatInteger(count)}
            </text>
            <text x={centre} y={height - 4} textAnchor="middle">
              {formatYear(year)}
            </text>
          </g>
        )
      })}
    </svg>
  )
}
