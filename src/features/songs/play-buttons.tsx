import { useLingui } from '@lingui/react/macro'
import { requestPlay } from '../../shared/playlist/play-request'
import { queueLimit } from '../../shared/playlist/queue-code'
import type { Performance } from '../../shared/song-model/song-model'
import { useSongFormat } from './use-song-format'

/** Plays one performance in the site's player, from its start to its end. */
export function PlayPerformanceButton({ performance }: { performance: Performance }) {
  const { t } = useLingui()
  const { songName } = performance
  return (
    <button type="button" className="song-play" onClick={() => requestPlay([performance])}>
      {t`再生`}
      <span className="visually-hidden">{t`: 「${songName}」をプレーヤーで`}</span>
    </button>
  )
}

/**
 * Plays a list in the order shown: a song's performances, a stream's setlist or the results. A
 * list longer than one queue holds plays its first `queueLimit`, and the label says so; a list of
 * one has its row's own play button instead.
 */
export function PlayListButton({
  count,
  performances,
  label,
}: {
  count: number
  /** Asked for on the press only: the results' list is not gathered on every keystroke. */
  performances: () => readonly Performance[]
  label: (count: string) => string
}) {
  const { t } = useLingui()
  const format = useSongFormat()
  const limit = format.number(queueLimit)
  if (count < 2) return null
  return (
    <button
      type="button"
      className="song-play song-play--list"
      onClick={() => requestPlay(performances())}
    >
      {count > queueLimit ? t`最初の${limit}曲を再生` : label(format.number(count))}
    </button>
  )
}
