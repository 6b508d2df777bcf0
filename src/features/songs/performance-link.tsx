import { useLingui } from '@lingui/react/macro'
import { externalLinkAttributes } from '../../shared/ui/external-link'
import { requestPlay } from '../../shared/playlist/play-request'
import { formatSongTime } from '../../shared/song-model/song-time'
import type { Performance } from '../../shared/song-model/song-model'
import { useAnnounce } from './announcer'
import { useOpenReport } from './report-host'

/**
 * The time a song starts, linked to that moment of the video, with its play, copy and (in the
 * list) report buttons. Plain elements named by `aria-label`, and one component for all four: a
 * list of thousands of rows keeps few nodes and no state per row.
 */
export function PerformanceLink({
  performance: p,
  reportable = false,
}: {
  performance: Performance
  reportable?: boolean
}) {
  const { t } = useLingui()
  const announce = useAnnounce()
  const openReport = useOpenReport()
  const time = formatSongTime(p.startSeconds)
  const { songName } = p
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(p.link)
      announce(t`「${songName}」のリンクをコピーしました`)
    } catch {
      announce(t`コピーできませんでした。リンクを右クリックか長押ししてコピーしてください`)
    }
  }
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
        className="song-copy"
        aria-label={t`コピー` + t`: 「${songName}」のリンク`}
        onClick={() => void copy()}
      >
        {t`コピー`}
      </button>
      {reportable && (
        <button
          type="button"
          className="song-report"
          aria-haspopup="dialog"
          aria-label={t`報告` + t`: 「${songName}」の誤り`}
          onClick={(event) =>
            openReport({ kind: 'performance', performance: p }, event.currentTarget)
          }
        >
          {t`報告`}
        </button>
      )}
    </span>
  )
}
