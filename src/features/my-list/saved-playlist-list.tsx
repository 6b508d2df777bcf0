import { useLingui } from '@lingui/react/macro'
import { useRef } from 'react'

import type { SongListData } from '#src/shared/song-data/song-list-build.ts'
import type { OnDemandState } from '#src/shared/ui/on-demand.ts'
import {
  deletePlaylist,
  type SavedPlaylist,
  savedPlaylists,
  useSavedPlaylists,
} from '#src/shared/visitor-lists/saved-playlists.ts'

import { restoreAt } from './restore.ts'
import { SavedPlaylistItem } from './saved-playlist-item.tsx'
import { useStatus } from './status-region.tsx'

/** The queues saved from the player, newest first. A deletion is at once, with an undo. */
export function SavedPlaylistList({ data }: { data: OnDemandState<SongListData> }) {
  const { t } = useLingui()
  const { offerUndo } = useStatus()
  const playlists = useSavedPlaylists()
  const heading = useRef<HTMLHeadingElement>(null)
  const remove = (playlist: SavedPlaylist, index: number) => {
    deletePlaylist(playlist.id)
    const { name } = playlist
    offerUndo(t`「${name}」を削除しました`, {
      restore: () => restoreAt(savedPlaylists, playlist, index, (saved) => saved.id),
      focusAfter: () => heading.current,
    })
  }
  return (
    <section className="mylist-section" aria-labelledby="mylist-playlists">
      <h2 id="mylist-playlists" ref={heading} tabIndex={-1}>
        {t`保存したプレイリスト`}
      </h2>
      {playlists.length === 0 ? (
        <p>
          {t`保存したプレイリストはまだありません。プレーヤーのキューは、プレーヤーの「プレイリストとして保存」でここに保存できます。`}
        </p>
      ) : (
        <ul className="mylist-items">
          {playlists.map((playlist, index) => (
            <SavedPlaylistItem
              key={playlist.id}
              playlist={playlist}
              model={data.status === 'ready' ? data.value.model : null}
              onDelete={() => remove(playlist, index)}
            />
          ))}
        </ul>
      )}
    </section>
  )
}
