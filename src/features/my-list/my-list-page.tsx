import { useLingui } from '@lingui/react/macro'

import { useOnDemand } from '#src/shared/ui/on-demand.ts'
import { favourites } from '#src/shared/visitor-lists/favourites.ts'
import { useListeningHistory } from '#src/shared/visitor-lists/listening-history.ts'
import { useSavedPlaylists } from '#src/shared/visitor-lists/saved-playlists.ts'
import { useStoredList } from '#src/shared/visitor-lists/stored-list.ts'

import { FavouriteList } from './favourite-list.tsx'
import { HistoryList } from './history-list.tsx'
import { MoveMyList } from './move-my-list.tsx'
import { SavedPlaylistList } from './saved-playlist-list.tsx'
import { songData } from './song-data.ts'
import { StatusRegion } from './status-region.tsx'
import { StorageNotice } from './storage-notice.tsx'

import './my-list.css'

/**
 * マイリスト: the favourites, saved playlists and listening history this browser keeps, and their
 * move to another device. Prerendered empty: the lists fill in once the page runs.
 */
export function MyListPage() {
  const { t } = useLingui()
  const favouriteSongs = useStoredList(favourites)
  const history = useListeningHistory()
  const playlists = useSavedPlaylists()
  // Only a list with songs in it needs the song data (a playlist's for its picture's titles): an
  // empty マイリスト downloads none of it.
  const data = useOnDemand(
    songData,
    favouriteSongs.length > 0 || history.length > 0 || playlists.length > 0,
  )
  return (
    <article className="page page--mylist">
      <StatusRegion>
        <header className="page-header">
          <h1>{t`マイリスト`}</h1>
        </header>
        <p className="section__lead">
          {t`ここにあるお気に入り、保存したプレイリスト、再生履歴は、この端末のこのブラウザーの中だけにしまってあります。どこにも送られません。別の端末で使うには、下の「別の端末へ移す」でファイルに書き出して、その端末で読み込んでください。`}
        </p>
        <StorageNotice
          saved={favouriteSongs.length > 0 || history.length > 0 || playlists.length > 0}
        />
        <FavouriteList data={data} />
        <SavedPlaylistList data={data} />
        <HistoryList data={data} />
        <MoveMyList />
      </StatusRegion>
    </article>
  )
}
