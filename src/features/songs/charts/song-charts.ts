import type { SongModel } from '../../../shared/song-model/song-model'
import { calendarLayout, type CalendarLayout } from './calendar-layout'
import { datedActivity, type DatedActivity } from './dated-activity'
import { monthChartLayout, type MonthChartLayout } from './month-chart-layout'

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
