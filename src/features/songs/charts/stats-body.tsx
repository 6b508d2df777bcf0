import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'

import { useSongFormat } from '#src/features/songs/use-song-format.ts'
import { RecapLinks } from '#src/shared/recap-links/recap-links.tsx'
import type { SongListData } from '#src/shared/song-data/song-list-build.ts'
import { recapYears } from '#src/shared/song-model/stats/recap-years.ts'

import { MonthChart } from './month-chart.tsx'
import { songCharts } from './song-charts.ts'
import { StreamCalendar } from './stream-calendar.tsx'
import { TopBars } from './top-bars.tsx'

/**
 * What the statistics panel shows: totals over every listed stream, their history as charts, and
 * the most-sung songs and artists. A chunk of its own, loaded when the panel is first opened
 * (song-stats-panel.tsx); worked out once per mount, as the data does not change.
 */
export function StatsBody({ data: { stats, model } }: { data: SongListData }) {
  const { t } = useLingui()
  const format = useSongFormat()
  const charts = useMemo(() => songCharts(model), [model])
  const times = (value: number) => {
    const count = format.number(value)
    return t`${count}回`
  }
  return (
    <>
      <dl className="song-stats__totals">
        <div>
          <dt>{t`配信`}</dt>
          <dd>{format.number(stats.streams)}</dd>
        </div>
        <div>
          <dt>{t`歌唱`}</dt>
          <dd>{format.number(stats.performances)}</dd>
        </div>
        <div>
          <dt>{t`曲`}</dt>
          <dd>{format.number(stats.songs)}</dd>
        </div>
      </dl>
      <RecapLinks years={recapYears(model)} />
      <MonthChart activity={charts.activity} layout={charts.months} />
      <StreamCalendar activity={charts.activity} layout={charts.calendar} />
      <div className="song-stats__tops">
        <TopBars
          heading={t`よく歌う曲`}
          items={stats.topSongs.map(({ song, count }) => ({
            key: song.key,
            name: song.songName,
            songSlug: song.slug,
            count,
            label: times(count),
          }))}
        />
        <TopBars
          heading={t`よく歌うアーティスト`}
          items={stats.topArtists.map(({ name, count }) => ({
            key: name,
            name,
            count,
            label: times(count),
          }))}
        />
      </div>
    </>
  )
}
