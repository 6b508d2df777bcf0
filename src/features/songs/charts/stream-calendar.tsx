import { useLingui } from '@lingui/react/macro'

import { useSongFormat } from '#src/features/songs/use-song-format.ts'
import {
  formatDay,
  formatLongDate,
  formatMonth,
  formatNarrowWeekday,
  formatYear,
  formatYearMonth,
} from '#src/i18n/calendar-format.ts'
import { useCurrentLocale } from '#src/i18n/use-locale.ts'

import { calendarGrid, type CalendarHalf, type CalendarLayout } from './calendar-layout.ts'
import { ChartFigure, type DatedChartProps } from './chart-figure.tsx'
import type { StreamDay } from './dated-activity.ts'

const { cell, pitch, left, top } = calendarGrid
/** A day without a stream: a dot this wide in the middle of its cell. */
const dot = 4
/** Rows named at the left, as paper calendars often do: Monday, Wednesday, Friday. */
const namedWeekdays = [1, 3, 5]

interface HalfYearProps {
  half: CalendarHalf
  size: Pick<CalendarLayout, 'width' | 'height'>
  named: boolean
}

function HalfYear({ half, size: { width, height }, named }: HalfYearProps) {
  const { tag } = useCurrentLocale().record
  return (
    <svg viewBox={`0 0 ${width} ${height}`} width={width} height={height} focusable="false">
      {named &&
        namedWeekdays.map((weekday) => (
          <text key={weekday} x={left - 4} y={top + weekday * pitch + cell - 1} textAnchor="end">
            {formatNarrowWeekday(tag, weekday)}
          </text>
        ))}
      {half.monthLabels.map(({ month, x }) => (
        <text key={month} x={x} y={top - 5}>
          {formatMonth(month)}
        </text>
      ))}
      <path
        className="stats-calendar__days"
        d={half.days}
        strokeWidth={dot}
        strokeDasharray={`${dot} ${pitch - dot}`}
        strokeDashoffset={pitch - (cell - dot) / 2}
      />
      {half.levels.map(
        (d, i) => d && <path key={i} className={`stats-calendar__level-${i + 1}`} d={d} />,
      )}
    </svg>
  )
}

function CalendarDrawing({ layout }: { layout: CalendarLayout }) {
  const { t } = useLingui()
  const format = useSongFormat()
  return (
    <div className="stats-calendar">
      {layout.years.map(({ year, halves }) => (
        <div key={year} className="stats-calendar__year">
          <p>{formatYear(year)}</p>
          <div className="stats-calendar__halves">
            <HalfYear half={halves[0]} size={layout} named />
            <HalfYear half={halves[1]} size={layout} named={false} />
          </div>
        </div>
      ))}
      <ul className="stats-calendar__legend">
        {layout.legend.map(({ level, from, to }) => {
          const [low, high] = [format.number(from), format.number(to)]
          return (
            <li key={level}>
              <span className={`stats-calendar__swatch stats-calendar__level-${level}`} />
              {from === to ? t`${low}曲` : t`${low}〜${high}曲`}
            </li>
          )
        })}
      </ul>
    </div>
  )
}

/** The stream days of the months that have any, newest month first. */
function monthsOfDays(days: readonly StreamDay[]): { key: string; days: StreamDay[] }[] {
  const months: { key: string; days: StreamDay[] }[] = []
  for (const day of days) {
    const key = day.iso.slice(0, 7)
    const last = months.at(-1)
    if (last?.key === key) last.days.push(day)
    else months.push({ key, days: [day] })
  }
  return months.reverse()
}

/** Every day with a dated stream, a year at a time, shaded by the songs sung that day. */
export function StreamCalendar({ activity, layout }: DatedChartProps<CalendarLayout>) {
  const { t } = useLingui()
  const format = useSongFormat()
  const heading = t`配信カレンダー`
  const { days, hiddenStreams } = activity
  const hidden = format.number(hiddenStreams)
  const hiddenNote = hiddenStreams > 0 ? t`日付を伏せた配信${hidden}件は含みません。` : ''
  const first = days[0]
  const last = days.at(-1)
  if (!first || !last) {
    return (
      <ChartFigure
        heading={heading}
        description={t`日付の分かる配信がないため、カレンダーはありません。` + hiddenNote}
      />
    )
  }
  const [from, to, count] = [
    formatLongDate(first.iso),
    formatLongDate(last.iso),
    format.number(days.length),
  ]
  const dayText = (day: StreamDay) => {
    const [date, songs] = [formatDay(Number(day.iso.slice(8))), format.number(day.performances)]
    return t`${date}（${songs}曲）`
  }
  return (
    <ChartFigure
      heading={heading}
      description={
        t`${from}から${to}までに配信のあった日は${count}日。色が濃い日ほど、その日に歌った曲が多い日です。` +
        hiddenNote
      }
      data={{
        chart: <CalendarDrawing layout={layout} />,
        tableLabel: t`配信日を表で見る`,
        valueHeading: t`配信日（その日の曲数）`,
        rows: monthsOfDays(days).map(({ key, days: inMonth }) => [
          formatYearMonth(Number(key.slice(0, 4)), Number(key.slice(5))),
          inMonth.map(dayText).join('、'),
        ]),
      }}
    />
  )
}
