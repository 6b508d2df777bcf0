import { useMemo } from 'react'
import type { SongModel } from '../../../shared/song-model/song-model'
import { MonthChart } from './month-chart'
import { songCharts } from './song-charts'
import { StreamCalendar } from './stream-calendar'

/**
 * The two date charts of the statistics panel, a chunk of their own that loads when the panel is
 * first opened (song-stats-panel.tsx). Worked out once per mount: the data does not change.
 */
export function StatsCharts({ model }: { model: Pick<SongModel, 'streams'> }) {
  const charts = useMemo(() => songCharts(model), [model])
  return (
    <>
      <MonthChart activity={charts.activity} layout={charts.months} />
      <StreamCalendar activity={charts.activity} layout={charts.calendar} />
    </>
  )
}
