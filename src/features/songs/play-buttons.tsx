import { useLingui } from '@lingui/react/macro'
import { requestPlay } from '../../shared/playlist/play-request'
import { queueLimit } from '../../shared/playlist/queue-code'
import type { Performance } from '../../shared/song-model/song-model'
import { useSongFormat } from './use-song-format'

/**
 * Plays a list in the order shown: a song's performances, a stream's setlist or the results. A
 * list longer than one queue holds plays its first `queueLimit`, and the label says so; a list of
 * one has its row's own play button instead.
 */
export function PlayListButton({
  count,
  performances,
  label,
  short,
}: {
  count: number
  /** Asked for on the press only: the results' list is not gathered on every keystroke. */
  performances: () => readonly Performance[]
  label: (count: string) => string
  /** Shown where space is short; the label, which contains it, stays the button's name. */
  short?: string
}) {
  const { t } = useLingui()
  const format = useSongFormat()
  const limit = format.number(queueLimit)
  if (count < 2) return null
  const text = count > queueLimit ? t`最初の${limit}曲を再生` : label(format.number(count))
  return (
    <button
      type="button"
      className="song-play song-play--list"
      aria-label={short && count <= queueLimit ? text : undefined}
      onClick={() => requestPlay(performances())}
    >
      {short && count <= queueLimit ? short : text}
    </button>
  )
}
