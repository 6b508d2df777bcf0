import { useLingui } from '@lingui/react/macro'

import { useOpenRowMenu } from '#src/features/songs/row-menu/row-menu-host.tsx'
import { requestPlay } from '#src/shared/playlist/play-request.ts'
import type { Performance } from '#src/shared/song-model/song-model.ts'
import { formatSongTime } from '#src/shared/song-model/time/song-time.ts'
import { externalLinkAttributes } from '#src/shared/ui/external-link.tsx'

/**
 * The time a song starts, linked to that moment of the video, with its play button and a button
 * for the rest (play next, add to queue, copy, report: the list's one menu, row-menu-host.tsx).
 * Plain elements named by `aria-label`: a list of thousands of rows keeps few nodes and no state
 * per row.
 */
export function PerformanceLink({
  performance: p,
  reportable = false,
}: {
  performance: Performance
  reportable?: boolean
}) {
  const { t } = useLingui()
  const openMenu = useOpenRowMenu()
  const time = formatSongTime(p.startSeconds)
  const { songName } = p
  return (
    <span className="song-link">
      <a
        href={p.link}
        {...externalLinkAttributes}
        aria-label={time + t`「${songName}」を YouTube で再生` + t`（新しいタブで開きます）`}
        className="song-time"
      >
        {time}
      </a>
      <button
        type="button"
        className="song-play"
        aria-label={t`再生` + t`: 「${songName}」をプレーヤーで`}
        onClick={() => requestPlay([p])}
      >
        {t`再生`}
      </button>
      <button
        type="button"
        className="song-more-actions"
        aria-haspopup="menu"
        aria-expanded="false"
        aria-label={t`「${songName}」のほかの操作`}
        onClick={(event) =>
          openMenu({
            opener: event.currentTarget,
            performances: [p],
            name: songName,
            row: { performance: p, reportable },
            song: p,
          })
        }
      >
        <span aria-hidden="true">⋯</span>
      </button>
    </span>
  )
}
