import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { memo } from 'react'
import { CategoryLabel } from './category-label'
import type { Performance, Stream } from '../../shared/song-model/song-model'
import { cardSize, type CardListProps } from './card-size'
import { useMarker } from './matched-text'
import { NowPlayingMark } from './now-playing-mark'
import { useIsNowPlaying } from '../../shared/playlist/now-playing'
import { PerformanceLink } from './performance-link'
import { PlayListButton } from './play-buttons'
import { streamSlug } from '../../shared/song-model/stream-file-name'
import { useCurrentLocale } from '../../i18n/use-locale'
import { StreamReportButton } from './stream-report-button'
import { useSongFormat, type SongFormat } from './use-song-format'

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

// Memoised: a stream whose songs all still match keeps its object, so it is not rendered again.
const StreamItem = memo(function StreamItem({
  stream,
  format,
  size,
}: {
  stream: Stream
  format: SongFormat
  size: number | undefined
}) {
  const { t } = useLingui()
  const { prefix } = useCurrentLocale()
  const headingId = `stream-${stream.id}`
  const streamName = stream.name
  const videos = format.number(stream.videoCount)
  return (
    <li className="song-card" style={cardSize(size)}>
      <article aria-labelledby={headingId}>
        <h3 id={headingId} className="song-card__title" lang="ja">
          <Link
            to="/{-$locale}/streams/$stream"
            params={{ locale: prefix, stream: streamSlug(stream.file) }}
          >
            {stream.name}
          </Link>
        </h3>
        <p className="song-card__meta">
          {stream.dateVisible ? (
            <time dateTime={stream.isoDate}>{format.date(stream.isoDate)}</time>
          ) : (
            <span>{t`日付非公開`}</span>
          )}
          <CategoryLabel category={stream.category} />
          {stream.videoCount > 1 && <span>{t`動画${videos}本に分かれた配信`}</span>}
          <StreamReportButton stream={stream} />
        </p>
        <PlayListButton
          count={stream.performances.length}
          performances={() => stream.performances}
          label={(n) => t`セットリスト${n}曲を続けて再生`}
          menu={{ name: streamName, label: t`「${streamName}」のセットリストの操作` }}
        />
        <Setlist stream={stream} format={format} />
      </article>
    </li>
  )
})

/** Streams newest first, each with its setlist in order. */
export const StreamList = memo(function StreamList({
  items: streams,
  sizes,
  listRef,
}: CardListProps<Stream>) {
  // Read once here rather than in every row: each read subscribes to the router state.
  const format = useSongFormat()
  return (
    <ol className="song-cards" ref={listRef}>
      {streams.map((stream, i) => (
        <StreamItem key={stream.id} stream={stream} format={format} size={sizes[i]} />
      ))}
    </ol>
  )
})
