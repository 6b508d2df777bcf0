import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { memo } from 'react'

import { CategoryLabel } from '#src/features/songs/rows/category-label.tsx'
import { PlayListButton } from '#src/features/songs/rows/play-buttons.tsx'
import { Setlist } from '#src/features/songs/rows/setlist-rows.tsx'
import { StreamReportButton } from '#src/features/songs/rows/stream-report-button.tsx'
import { type SongFormat, useSongFormat } from '#src/features/songs/use-song-format.ts'
import { useCurrentLocale } from '#src/i18n/use-locale.ts'
import { streamSlug } from '#src/shared/song-model/keys/stream-file-name.ts'
import type { Stream } from '#src/shared/song-model/song-model.ts'

import { type CardListProps, cardSize } from './card-size.ts'

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
          menu={{ name: streamName, stream, label: t`「${streamName}」のセットリストの操作` }}
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
