import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { memo } from 'react'

import type { SongFormat } from '#src/features/songs/use-song-format.ts'
import { useCurrentLocale } from '#src/i18n/use-locale.ts'
import { DebutMark } from '#src/shared/debut/debut-mark.tsx'
import { useIsNowPlaying } from '#src/shared/playlist/now-playing.ts'
import { streamSlug } from '#src/shared/song-model/keys/stream-file-name.ts'
import type { Performance, Stream } from '#src/shared/song-model/song-model.ts'

import { useMarker } from './matched-text.tsx'
import { NowPlayingMark } from './now-playing-mark.tsx'
import { PerformanceLink } from './performance-link.tsx'

// The rows of a song's performances and of a stream's setlist: in the list's cards, and on the
// song's and the stream's pages.

// Memoised per performance, so a row whose list of streams changes keeps the entries that stay.
export const SungItem = memo(function SungItem({
  performance: p,
  format,
}: {
  performance: Performance
  format: SongFormat
}) {
  const { t } = useLingui()
  const { prefix } = useCurrentLocale()
  const playing = useIsNowPlaying(p)
  return (
    <li className="song-setlist__item" aria-current={playing ? 'true' : undefined}>
      <span className="song-setlist__song">
        {playing && <NowPlayingMark />}
        {p.dateVisible ? (
          <time dateTime={p.isoDate}>{format.date(p.isoDate)}</time>
        ) : (
          <span>{t`日付非公開`}</span>
        )}
        <Link
          to="/{-$locale}/streams/$stream"
          params={{ locale: prefix, stream: streamSlug(p.streamFile) }}
          className="song-stream-name"
          lang="ja"
        >
          {p.streamName}
        </Link>
        {p.debut && <DebutMark />}
      </span>
      <PerformanceLink performance={p} reportable />
    </li>
  )
})

/** Which of a stream's videos a song is in, for streams that span several. */
function VideoLabel({ videoNumber, format }: { videoNumber: number; format: SongFormat }) {
  const { t } = useLingui()
  const video = format.number(videoNumber)
  return <span className="song-video">{t`動画${video}`}</span>
}

// Memoised per performance: a change of filter that keeps the query renders none of the rows that
// stay; a new query renders them again for their marks.
const SetlistItem = memo(function SetlistItem({
  performance: p,
  showVideo,
  format,
}: {
  performance: Performance
  showVideo: boolean
  format: SongFormat
}) {
  const mark = useMarker()
  const { prefix } = useCurrentLocale()
  const playing = useIsNowPlaying(p)
  return (
    <li className="song-setlist__item" aria-current={playing ? 'true' : undefined}>
      <span className="song-setlist__song">
        {playing && <NowPlayingMark />}
        <Link
          to="/{-$locale}/songs/$slug"
          params={{ locale: prefix, slug: p.songSlug }}
          className="song-name"
          lang="ja"
        >
          {mark.text(p.titleSearch, p.songName, 'title')}
        </Link>
        <span className="song-singer" lang="ja">
          {mark.text(p.singerSearch, p.singer, 'singer')}
        </span>
        {mark.via(p.titleSearch, 'title', 'song-match-via')}
        {mark.via(p.singerSearch, 'singer', 'song-match-via')}
        {mark.near(p.titleSearch, p.singerSearch, 'song-match-via')}
        {p.debut && <DebutMark />}
      </span>
      {showVideo && <VideoLabel videoNumber={p.videoNumber} format={format} />}
      <PerformanceLink performance={p} reportable />
    </li>
  )
})

/** A stream's songs in the order sung: on its card, and on its page. */
export function Setlist({ stream, format }: { stream: Stream; format: SongFormat }) {
  return (
    <ol className="song-setlist">
      {stream.performances.map((p) => (
        <SetlistItem key={p.id} performance={p} showVideo={stream.videoCount > 1} format={format} />
      ))}
    </ol>
  )
}
