import { useLingui } from '@lingui/react/macro'
import { memo } from 'react'
import { songListData } from '../../shared/song-data/song-list-data'
import { useSongFormat } from './use-song-format'

/**
 * Totals over every listed stream, and the most-sung songs and artists. Memoised: they never
 * change while the fan types.
 */
export const SongStatsPanel = memo(function SongStatsPanel() {
  const { t } = useLingui()
  const format = useSongFormat()
  const { stats } = songListData()
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
        <div className="song-stats__tops">
          <div>
            <h3>{t`よく歌う曲`}</h3>
            <ol>
              {stats.topSongs.map(({ song, count }) => (
                <li key={song.key}>
                  <span lang="ja">{song.songName}</span>{' '}
                  <span className="song-stats__count">{times(count)}</span>
                </li>
              ))}
            </ol>
          </div>
          <div>
            <h3>{t`よく歌うアーティスト`}</h3>
            <ol>
              {stats.topArtists.map(({ name, count }) => (
                <li key={name}>
                  <span lang="ja">{name}</span>{' '}
                  <span className="song-stats__count">{times(count)}</span>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </details>
    </section>
  )
})
