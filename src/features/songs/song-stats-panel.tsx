import { useLingui } from '@lingui/react/macro'
import { memo, useEffect, useRef, useState } from 'react'
import { loadMessages } from '../../i18n/catalog'
import { TopBars } from './charts/top-bars'
import { songListData } from '../../shared/song-data/song-list-data'
import { onDemand, useOnDemand } from '../../shared/ui/on-demand'
import { useSongFormat } from './use-song-format'
import './charts/charts.css'

// Most visits never open the panel: the date charts load on its first opening, or when the
// pointer or focus comes to its summary, just before.
const statsCharts = onDemand(() =>
  Promise.all([import('./charts/stats-charts'), loadMessages('charts')]).then(([m]) => m),
)
const preloadCharts = () => void statsCharts.load().catch(() => {})

/** Where the date charts go: a short status while they load, a way to try again if they fail. */
function ChartsSlot({ open }: { open: boolean }) {
  const { t } = useLingui()
  const charts = useOnDemand(statsCharts, open)
  if (charts.status === 'ready') return <charts.value.StatsCharts model={songListData().model} />
  // In the closed panel from the start, so that a screen reader reads a change of its text.
  return (
    <>
      <p role="status">
        {charts.status === 'loading' && t`グラフを読み込んでいます…`}
        {charts.status === 'failed' && t`グラフを読み込めませんでした。通信を確かめてください。`}
      </p>
      {charts.status === 'failed' && (
        <p>
          <button type="button" onClick={charts.retry}>
            {t`もう一度読み込む`}
          </button>
        </p>
      )}
    </>
  )
}

/**
 * Totals over every listed stream, their history as charts, and the most-sung songs and artists.
 * Memoised: none of it changes while the fan types.
 */
export const SongStatsPanel = memo(function SongStatsPanel() {
  const { t } = useLingui()
  const format = useSongFormat()
  const { stats } = songListData()
  // Once opened, the charts stay mounted: closing and reopening shows them at once.
  const [opened, setOpened] = useState(false)
  const details = useRef<HTMLDetailsElement>(null)
  // A panel opened before hydration had no toggle listener yet.
  useEffect(() => {
    if (details.current?.open) setOpened(true)
  }, [])
  const times = (value: number) => {
    const count = format.number(value)
    return t`${count}回`
  }
  return (
    <section className="song-stats" aria-labelledby="song-stats-heading">
      {/* Folded by default, so the list starts near the top on a phone. */}
      <details ref={details} onToggle={(event) => event.currentTarget.open && setOpened(true)}>
        <summary onPointerEnter={preloadCharts} onFocus={preloadCharts}>
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
        <ChartsSlot open={opened} />
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
