import { useLingui } from '@lingui/react/macro'
import { getRouteApi, Link } from '@tanstack/react-router'

import { RequestButton } from '#src/features/songs/request-host.tsx'
import { FavouriteToggle } from '#src/features/songs/rows/favourite-toggle.tsx'
import { PlayListButton } from '#src/features/songs/rows/play-buttons.tsx'
import { RowHosts } from '#src/features/songs/rows/row-hosts.tsx'
import { ShareButton } from '#src/features/songs/share-button.tsx'
import { useSongFormat } from '#src/features/songs/use-song-format.ts'
import { useCurrentLocale } from '#src/i18n/use-locale.ts'
import { shownArtist } from '#src/shared/ui/artist-name.tsx'

import { SongFactsList } from './song-facts-list.tsx'
import { SongPerformances } from './song-performances.tsx'
import { SungWith } from './sung-with.tsx'

import '#src/features/songs/list/song-list.css'
import './song-pages.css'

const route = getRouteApi('/{-$locale}/songs/$slug')

/** Every time one song was sung, with its facts, and the songs sung with it. */
export function SongPage() {
  const { t } = useLingui()
  const { prefix } = useCurrentLocale()
  const format = useSongFormat()
  const { song, model } = route.useLoaderData()
  const { songName, titleSearch } = song
  const count = song.performances.length
  const times = format.number(count)
  const reading = titleSearch.reading && titleSearch.reading !== songName ? titleSearch.reading : ''
  return (
    <RowHosts>
      <article className="page song-page" aria-labelledby="song-page-title">
        <header className="page-header song-page__header">
          <div className="song-card__head">
            <h1 id="song-page-title" lang="ja">
              {songName}
            </h1>
            <FavouriteToggle song={song} />
          </div>
          {(reading || titleSearch.romaji) && (
            <p className="song-page__reading">
              {reading && <span lang="ja">{reading}</span>}
              {titleSearch.romaji && <span lang="ja-Latn">{titleSearch.romaji}</span>}
            </p>
          )}
          <p className="song-singer" lang="ja">
            {shownArtist(song.singer)}
          </p>
          {titleSearch.aliases.length > 0 && (
            <p className="song-page__aliases">
              {t`別名`}: <span lang="ja">{titleSearch.aliases.join(' / ')}</span>
            </p>
          )}
        </header>
        <div className="song-page__actions">
          <PlayListButton
            count={count}
            performances={() => song.performances}
            label={(n) => t`「${songName}」の${n}回を続けて再生`}
            menu={{ name: songName, song, label: t`「${songName}」の${times}回すべての操作` }}
          />
          <RequestButton song={song} />
          <ShareButton />
          <Link
            to="/{-$locale}/songlist"
            params={{ locale: prefix }}
            search={{ q: songName }}
            className="song-page__list-link"
          >
            {t`歌リストで見る`}
          </Link>
        </div>
        <SongFactsList song={song} />
        <SongPerformances song={song} />
        <SungWith model={model} song={song} />
      </article>
    </RowHosts>
  )
}
