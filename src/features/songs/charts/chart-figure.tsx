import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useId } from 'react'

import type { DatedActivity } from './dated-activity.ts'

/** What a date-based chart gets: the dated data and its own layout of it. */
export interface DatedChartProps<Layout> {
  activity: DatedActivity
  layout: Layout
}

interface ChartFigureProps {
  heading: string
  /** What the chart shows in a sentence or two, under the heading. */
  description: string
  /** The drawing and its data as a table by month; none when there is nothing to draw. */
  data?: {
    /** Hidden from assistive technology, which reads the table instead. */
    chart: ReactNode
    /** The summary the table is folded under. */
    tableLabel: string
    valueHeading: string
    /** A month's name and its value, in the chart's order. */
    rows: [month: string, value: string][]
  }
}

/** A chart with its heading, a description and its data as a table: the text alternative. */
export function ChartFigure({ heading, description, data }: ChartFigureProps) {
  const { t } = useLingui()
  const id = useId()
  return (
    <figure className="stats-chart" aria-labelledby={id}>
      <figcaption>
        <h3 id={id}>{heading}</h3>
      </figcaption>
      <p className="stats-chart__description">{description}</p>
      {data && (
        <>
          <div className="stats-chart__drawing" aria-hidden="true">
            {data.chart}
          </div>
          <details className="stats-chart__table">
            <summary>{data.tableLabel}</summary>
            <table>
              <caption className="visually-hidden">{heading}</caption>
              <thead>
                <tr>
                  <th scope="col">{t`月`}</th>
                  <th scope="col">{data.valueHeading}</th>
                </tr>
              </thead>
              <tbody>
                {data.rows.map(([month, value]) => (
                  <tr key={month}>
                    <th scope="row">{month}</th>
                    <td>{value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </figure>
  )
}
