import type { SongModel } from '#src/shared/song-model/song-model.ts'

import { type CalendarLayout, calendarLayout } from './calendar-layout.ts'
import { type DatedActivity, datedActivity } from './dated-activity.ts'
import { type MonthChartLayout, monthChartLayout } from './month-chart-layout.ts'

/** Everything the statistics charts draw, worked out once per data load. */
export interface SongCharts {
  activity: DatedActivity
  months: MonthChartLayout
  calendar: CalendarLayout
}

export function songCharts(model: Pick<SongModel, 'streams'>): SongCharts {
  const activity = datedActivity(model)
  return {
    activity,
    months: monthChartLayout(activity.months),
    calendar: calendarLayout(activity.days),
  }
}
