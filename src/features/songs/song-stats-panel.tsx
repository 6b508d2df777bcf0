import { useLingui } from '@lingui/react/macro'
import { memo, useMemo } from 'react'
import { MonthChart } from './charts/month-chart'
import { songCharts } from './charts/song-charts'
import { StreamCalendar } from './charts/stream-calendar'
import { TopBars } from './charts/top-bars'
import { songListData } from '../../shared/song-data/song-list-data'
import { useSongFormat } from './use-song-format'
import './charts/charts.css'

/**
 * Totals over every listed stream, their history as charts, and the most-sung songs and artists.
 * Memoised, and the charts worked out once per data load: none of it changes while the fan types.
 */
export const SongStatsPanel = memo(function SongStatsPanel() {
  const { t } = useLingui()
  const format = useSongFormat()
  const { stats, model } = songListData()
  const charts = useMemo(() => songCharts(model), [model])
  const times = (value: number) => {
    const count = format.number(value)
    return t`${count}回`
  }
  return (
    <section className="song-stats" aria-labelledby="song-stats-heading">
      {/* Folded by default, so the list starts near the top on a phone. */}
      <details>
        <summary>
          <h2 id="song-stats-heading">{t`統計`}</h2>
        </summary>
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
        <MonthChart activity={charts.activity} layout={charts.months} />
        <StreamCalendar activity={charts.activity} layout={charts.calendar} />
        <div className="song-stats__tops">
          <TopBars
            heading={t`よく歌う曲`}
            items={stats.topSongs.map(({ song, count }) => ({
              key: song.key,
              name: song.songName,
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
      </details>
    </section>
  )
})
