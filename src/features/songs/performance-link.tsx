import { useLingui } from '@lingui/react/macro'
import { ExternalLink } from '../../shared/ui/external-link'
import { CopyLinkButton } from './copy-link-button'
import { PlayPerformanceButton } from './play-buttons'
import { formatSongTime } from '../../shared/song-model/song-time'
import type { Performance } from '../../shared/song-model/song-model'

/** The time a song starts, linked to that moment of the video, with its play and copy buttons. */
export function PerformanceLink({ performance }: { performance: Performance }) {
  const { t } = useLingui()
  const time = formatSongTime(performance.startSeconds)
  const { songName } = performance
  return (
    <span className="song-link">
      <ExternalLink href={performance.link}>
        <span className="song-time">{time}</span>
        <span className="visually-hidden">{t`「${songName}」を YouTube で再生`}</span>
      </ExternalLink>
      <PlayPerformanceButton performance={performance} />
      <CopyLinkButton link={performance.link} songName={songName} />
    </span>
  )
}
