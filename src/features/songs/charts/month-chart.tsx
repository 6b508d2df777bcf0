import { useLingui } from '@lingui/react/macro'

import { useSongFormat } from '#src/features/songs/use-song-format.ts'
import { formatMonth, formatYear, formatYearMonth } from '#src/i18n/calendar-format.ts'

import { ChartFigure, type DatedChartProps } from './chart-figure.tsx'
import type { MonthBucket } from './dated-activity.ts'
import type { MonthChartLayout } from './month-chart-layout.ts'
import { coordinate, percent } from './scale.ts'

// Heights in CSS pixels: the width follows the panel, the text keeps its size.
const plotTop = 8
const plotHeight = 160
const labelRow = 18

function MonthBars({ layout }: { layout: MonthChartLayout }) {
  const format = useSongFormat()
  const { axis, monthLabels, yearLabels } = layout
  const monthRow = plotTop + plotHeight + labelRow
  const yearRow = monthRow + (monthLabels.length > 0 ? labelRow : 0)
  return (
    <div className="stats-months">
      <svg width="100%" height={yearRow + 6} focusable="false">
        <svg
          y={plotTop}
          width="100%"
          height={plotHeight}
          viewBox={`0 0 ${layout.months} ${axis.top}`}
          preserveAspectRatio="none"
        >
          <path className="stats-chart__grid" d={layout.grid} vectorEffect="non-scaling-stroke" />
          {layout.yearBoundaries && (
            <path
              className="stats-chart__boundary"
              d={layout.yearBoundaries}
              vectorEffect="non-scaling-stroke"
            />
          )}
          {layout.bars && <path className="stats-chart__bars" d={layout.bars} />}
        </svg>
        {axis.ticks.map((tick) => (
          <text
            key={tick}
            x={-6}
            y={coordinate(plotTop + plotHeight * (1 - tick / axis.top))}
            dy="0.35em"
            textAnchor="end"
          >
            {format.number(tick)}
          </text>
        ))}
        {monthLabels.map((label) => (
          <text key={label.x} x={percent(label.x)} y={monthRow} textAnchor="middle">
            {formatMonth(label.value)}
          </text>
        ))}
        {yearLabels.map((label) => (
          <text key={label.value} x={percent(label.x)} y={yearRow} textAnchor="middle">
            {formatYear(label.value)}
          </text>
        ))}
      </svg>
    </div>
  )
}

/** Dated performances per month, from the first stream day's month to the last's. */
export function MonthChart({ activity, layout }: DatedChartProps<MonthChartLayout>) {
  const { t } = useLingui()
  const format = useSongFormat()
  const heading = t`月ごとの歌唱数`
  const { months, hiddenPerformances } = activity
  const name = ({ year, month }: MonthBucket) => formatYearMonth(year, month)
  const first = months[0]
  const last = months.at(-1)
  const hidden = format.number(hiddenPerformances)
  const hiddenNote = hiddenPerformances > 0 ? t`日付を伏せた歌唱${hidden}回は数えていません。` : ''
  if (!first || !last) {
    return (
      <ChartFigure
        heading={heading}
        description={t`日付の分かる歌唱がないため、グラフはありません。` + hiddenNote}
      />
    )
  }
  const peak = months.reduce((best, m) => (m.performances > best.performances ? m : best), first)
  const [from, to, count, total] = [
    name(first),
    name(last),
    format.number(months.length),
    format.number(months.reduce((sum, m) => sum + m.performances, 0)),
  ]
  const [peakMonth, peakCount] = [name(peak), format.number(peak.performances)]
  return (
    <ChartFigure
      heading={heading}
      description={
        t`${from}から${to}までの${count}か月に、日付のある歌唱が${total}回。最も多いのは${peakMonth}の${peakCount}回です。` +
        hiddenNote
      }
      data={{
        chart: <MonthBars layout={layout} />,
        tableLabel: t`月ごとの歌唱数を表で見る`,
        valueHeading: t`歌唱数`,
        rows: months.map((m) => [name(m), format.number(m.performances)]),
      }}
    />
  )
}
