import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { memo, useSyncExternalStore } from 'react'

import { RequestButton } from '#src/features/songs/request-host.tsx'
import { FavouriteToggle } from '#src/features/songs/rows/favourite-toggle.tsx'
import { useMarker } from '#src/features/songs/rows/matched-text.tsx'
import { PlayListButton } from '#src/features/songs/rows/play-buttons.tsx'
import { SungItem } from '#src/features/songs/rows/setlist-rows.tsx'
import { type SongFormat, useSongFormat } from '#src/features/songs/use-song-format.ts'
import { useCurrentLocale } from '#src/i18n/use-locale.ts'
import type { SongRow } from '#src/shared/song-model/filter/song-filter.ts'

import { type CardListProps, cardSize } from './card-size.ts'

const dayMs = 86_400_000
const noChanges = () => () => {}
// The visitor's calendar day as days since 1970-01-01, the number an ISO date parses to. Like
// useToday (src/shared/ui/use-today.ts), read on the client only, but here: its chunk would
// weigh more on the song list's first load than these lines.
const localDay = () => Math.floor((Date.now() - new Date().getTimezoneOffset() * 60_000) / dayMs)

// Memoised: a text-only filter keeps the rows' objects, so unchanged rows are not rendered again.
const SongItem = memo(function SongItem({
  row,
  format,
  size,
  today,
}: {
  row: SongRow
  format: SongFormat
  size: number | undefined
  /** The visitor's day (`localDay`), to say how long ago the song was last sung; null: nothing. */
  today: number | null
}) {
  const { t } = useLingui()
  const mark = useMarker()
  const { prefix } = useCurrentLocale()
  const { song } = row
  const { songName } = song
  const count = format.number(row.performances.length)
  const headingId = `song-${row.performances[0]?.id ?? ''}`
  const last = row.lastSungIso
  const since = last && today !== null ? today - Date.parse(last) / dayMs : -1
  const days = format.number(since)
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
              {last ? <time dateTime={last}>{format.date(last)}</time> : t`日付非公開`}
              {since >= 0 && t`（${days}日前）`}
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
  daysSince,
}: CardListProps<SongRow> & { daysSince?: boolean | undefined }) {
  const format = useSongFormat()
  // Null in the prerender and while hydrating: the HTML a build wrote never counts days.
  const today = useSyncExternalStore(noChanges, localDay, () => null)
  return (
    <ol className="song-cards" ref={listRef}>
      {rows.map((row, i) => (
        <SongItem
          key={row.song.key}
          row={row}
          format={format}
          size={sizes[i]}
          today={daysSince ? today : null}
        />
      ))}
    </ol>
  )
})
