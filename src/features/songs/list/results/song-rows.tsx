import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { memo } from 'react'

import { RequestButton } from '#src/features/songs/request-copy.tsx'
import { FavouriteToggle } from '#src/features/songs/rows/favourite-toggle.tsx'
import { useMarker } from '#src/features/songs/rows/matched-text.tsx'
import { PlayListButton } from '#src/features/songs/rows/play-buttons.tsx'
import { SungItem } from '#src/features/songs/rows/setlist-rows.tsx'
import { type SongFormat, useSongFormat } from '#src/features/songs/use-song-format.ts'
import { useCurrentLocale } from '#src/i18n/use-locale.ts'
import type { SongRow } from '#src/shared/song-model/song-filter.ts'

import { type CardListProps, cardSize } from './card-size.ts'

// Memoised: a text-only filter keeps the rows' objects, so unchanged rows are not rendered again.
const SongItem = memo(function SongItem({
  row,
  format,
  size,
}: {
  row: SongRow
  format: SongFormat
  size: number | undefined
}) {
  const { t } = useLingui()
  const mark = useMarker()
  const { prefix } = useCurrentLocale()
  const { song } = row
  const { songName } = song
  const count = format.number(row.performances.length)
  const headingId = `song-${row.performances[0]?.id ?? ''}`
  return (
    <li className="song-card" style={cardSize(size)}>
      <article aria-labelledby={headingId}>
        <div className="song-card__head">
          <h3 id={headingId} className="song-card__title" lang="ja">
            <Link to="/{-$locale}/songs/$slug" params={{ locale: prefix, slug: song.slug }}>
              {mark.text(song.titleSearch, song.songName, 'title')}
            </Link>
          </h3>
          <FavouriteToggle song={song} />
        </div>
        {mark.via(song.titleSearch, 'title', 'song-match-via')}
        <p className="song-singer" lang="ja">
          {mark.text(song.singerSearch, song.singer, 'singer')}
        </p>
        {mark.via(song.singerSearch, 'singer', 'song-match-via')}
        {mark.near(song.titleSearch, song.singerSearch, 'song-match-via')}
        <dl className="song-facts">
          <div>
            <dt>{t`歌った回数`}</dt>
            <dd>{t`${count}回`}</dd>
          </div>
          <div>
            <dt>{t`最後に歌った日`}</dt>
            <dd>
              {row.lastSungIso ? (
                <time dateTime={row.lastSungIso}>{format.date(row.lastSungIso)}</time>
              ) : (
                t`日付非公開`
              )}
            </dd>
          </div>
        </dl>
        <PlayListButton
          count={row.performances.length}
          performances={() => row.performances}
          label={(n) => t`「${songName}」の${n}回を続けて再生`}
          menu={{ name: songName, song, label: t`「${songName}」の${count}回すべての操作` }}
        />
        <RequestButton song={song} />
        <ol className="song-setlist" aria-label={t`「${songName}」を歌った配信`}>
          {row.performances.map((p) => (
            <SungItem key={p.id} performance={p} format={format} />
          ))}
        </ol>
      </article>
    </li>
  )
})

/** One card per distinct song, with every matching performance. */
export const SongRows = memo(function SongRows({
  items: rows,
  sizes,
  listRef,
}: CardListProps<SongRow>) {
  const format = useSongFormat()
  return (
    <ol className="song-cards" ref={listRef}>
      {rows.map((row, i) => (
        <SongItem key={row.song.key} row={row} format={format} size={sizes[i]} />
      ))}
    </ol>
  )
})
