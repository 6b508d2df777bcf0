import { useLingui } from '@lingui/react/macro'

import { useOpenRowMenu } from '#src/features/songs/row-menu/row-menu-host.tsx'
import type { RowMenuTarget } from '#src/features/songs/row-menu/row-menu-target.ts'
import { useSongFormat } from '#src/features/songs/use-song-format.ts'
import { requestPlay } from '#src/shared/playlist/play-request.ts'
import { queueLimit } from '#src/shared/playlist/queue-code.ts'
import type { Performance } from '#src/shared/song-model/song-model.ts'

/**
 * Plays a list in the order shown: a song's performances, a stream's setlist or the results. A
 * list longer than one queue holds plays its first `queueLimit`, and the label says so; a list of
 * one has its row's own play button instead. With `menu`, a "more" button beside it puts the list
 * next or at the end of the queue (and toggles a song's favourite).
 */
export function PlayListButton({
  count,
  performances,
  label,
  short,
  menu,
}: {
  count: number
  /** Asked for on the press only: the results' list is not gathered on every keystroke. */
  performances: () => readonly Performance[]
  label: (count: string) => string
  /** Shown where space is short; the label, which contains it, stays the button's name. */
  short?: string
  /** The "more" button's name, what its menu is named after and toggles, the stream it copies. */
  menu?: Pick<RowMenuTarget, 'name' | 'song' | 'stream'> & { label: string }
}) {
  const { t } = useLingui()
  const format = useSongFormat()
  const openMenu = useOpenRowMenu()
  const limit = format.number(queueLimit)
  if (count < 2) return null
  const text = count > queueLimit ? t`最初の${limit}曲を再生` : label(format.number(count))
  const play = (
    <button
      type="button"
      className="song-play song-play--list"
      aria-label={short && count <= queueLimit ? text : undefined}
      onClick={() => requestPlay(performances())}
    >
      {short && count <= queueLimit ? short : text}
    </button>
  )
  if (!menu) return play
  const { label: menuLabel, ...target } = menu
  return (
    <span className="song-list-play">
      {play}
      <button
        type="button"
        className="song-more-actions"
        aria-haspopup="menu"
        aria-expanded="false"
        aria-label={menuLabel}
        onClick={(event) =>
          openMenu({ ...target, opener: event.currentTarget, performances: performances() })
        }
      >
        <span aria-hidden="true">⋯</span>
      </button>
    </span>
  )
}
