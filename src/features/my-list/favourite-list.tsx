import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useMemo, useRef } from 'react'

import { formatInteger } from '#src/i18n/calendar-format.ts'
import { useCurrentLocale } from '#src/i18n/use-locale.ts'
import { requestPlay } from '#src/shared/playlist/play-request.ts'
import { queueLimit } from '#src/shared/playlist/queue-code.ts'
import type { SongListData } from '#src/shared/song-data/song-list-build.ts'
import type { Song } from '#src/shared/song-model/song-model.ts'
import { artistName, shownArtist } from '#src/shared/ui/artist-name.tsx'
import type { OnDemandState } from '#src/shared/ui/on-demand.ts'
import {
  favouriteKey,
  favourites,
  type FavouriteSong,
  toggleFavourite,
} from '#src/shared/visitor-lists/favourites.ts'
import { useStoredList } from '#src/shared/visitor-lists/stored-list.ts'

import { restoreAt } from './restore.ts'
import { SharePicture } from './share-picture/share-picture.tsx'
import { songsByKey } from './song-data.ts'
import { SongDataNotice } from './song-data-notice.tsx'
import { useStatus } from './status-region.tsx'

interface FavouriteRow {
  favourite: FavouriteSong
  /** Null when the song is no longer in the data (renamed, removed). */
  song: Song | null
}

function FavouriteItem({
  row: { favourite, song },
  onRemove,
}: {
  row: FavouriteRow
  onRemove: () => void
}) {
  const { t } = useLingui()
  const songName = favourite.title
  const count = formatInteger(song?.performances.length ?? 0)
  return (
    <li className="mylist-item">
      <div className="mylist-item__text">
        <p className="mylist-item__title" lang="ja">
          {songName}
        </p>
        <p className="mylist-item__meta" lang="ja">
          {shownArtist(favourite.artist)}
        </p>
        {song ? (
          <dl className="mylist-facts">
            <div>
              <dt>{t`歌った回数`}</dt>
              <dd>{t`${count}回`}</dd>
            </div>
          </dl>
        ) : (
          <p className="mylist-item__missing">{t`歌リストにありません`}</p>
        )}
      </div>
      <div className="mylist-item__actions">
        {song && (
          <button
            type="button"
            aria-label={t`「${songName}」を再生`}
            onClick={() => requestPlay(song.performances)}
          >
            {t`再生`}
          </button>
        )}
        <button
          type="button"
          aria-label={t`「${songName}」をお気に入りから外す`}
          onClick={onRemove}
        >
          {t`外す`}
        </button>
      </div>
    </li>
  )
}

function FavouriteRows({
  list,
  data,
  onRemove,
}: {
  list: readonly FavouriteSong[]
  data: SongListData
  onRemove: (favourite: FavouriteSong, index: number) => void
}) {
  const { t } = useLingui()
  const { prefix } = useCurrentLocale()
  const rows = useMemo(() => {
    const songs = songsByKey(data.model)
    return list.map((favourite) => ({
      favourite,
      song: songs.get(favouriteKey(favourite)) ?? null,
    }))
  }, [list, data])
  // The newest performance of each song, in the favourites' order.
  const newest = rows.flatMap(({ song }) => (song?.performances[0] ? [song.performances[0]] : []))
  const limit = formatInteger(queueLimit)
  const pictured = useMemo(
    () => list.map(({ title, artist }) => ({ title, artist: artistName(artist) })),
    [list],
  )
  return (
    <>
      <div className="mylist-actions">
        {newest.length > 0 && (
          <button type="button" className="mylist-primary" onClick={() => requestPlay(newest)}>
            {newest.length > queueLimit
              ? t`お気に入りの最初の${limit}曲を再生`
              : t`お気に入りをすべて再生`}
          </button>
        )}
        <Link
          className="mylist-link"
          to="/{-$locale}/songlist"
          params={{ locale: prefix }}
          search={{ fav: 'only' }}
        >
          {t`歌リストでお気に入りだけを見る`}
        </Link>
        <SharePicture heading={t`お気に入り`} songs={pictured} />
      </div>
      <ul className="mylist-items">
        {rows.map((row, index) => (
          <FavouriteItem
            key={favouriteKey(row.favourite)}
            row={row}
            onRemove={() => onRemove(row.favourite, index)}
          />
        ))}
      </ul>
    </>
  )
}

/** The favourite songs: each played or removed here, all played at once, or seen in the list. */
export function FavouriteList({ data }: { data: OnDemandState<SongListData> }) {
  const { t } = useLingui()
  const { prefix } = useCurrentLocale()
  const { offerUndo } = useStatus()
  const list = useStoredList(favourites)
  const heading = useRef<HTMLHeadingElement>(null)
  const count = formatInteger(list.length)
  const remove = (favourite: FavouriteSong, index: number) => {
    toggleFavourite({ songName: favourite.title, singer: favourite.artist })
    const songName = favourite.title
    offerUndo(t`「${songName}」をお気に入りから外しました`, {
      restore: () => restoreAt(favourites, favourite, index, favouriteKey),
      focusAfter: () => heading.current,
    })
  }
  return (
    <section className="mylist-section" aria-labelledby="mylist-favourites">
      <h2 id="mylist-favourites" ref={heading} tabIndex={-1}>
        {t`お気に入り（${count}曲）`}
      </h2>
      {list.length === 0 ? (
        <p>
          {t`まだお気に入りはありません。`}{' '}
          <Link to="/{-$locale}/songlist" params={{ locale: prefix }}>
            {t`歌リストで曲の☆ボタンを押すと、ここに加わります。`}
          </Link>
        </p>
      ) : data.status === 'ready' ? (
        <FavouriteRows list={list} data={data.value} onRemove={remove} />
      ) : (
        <SongDataNotice state={data} />
      )}
    </section>
  )
}
