import { useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useRef, useState } from 'react'

import { formatInteger } from '#src/i18n/calendar-format.ts'
import { useCurrentLocale } from '#src/i18n/use-locale.ts'
import { requestPlay } from '#src/shared/playlist/play-request.ts'
import { decodeQueue } from '#src/shared/playlist/queue-code.ts'
import type { SongModel } from '#src/shared/song-model/song-model.ts'
import type { SavedPlaylist } from '#src/shared/visitor-lists/saved-playlists.ts'

import { formatDate } from './date-format.ts'
import { RenameForm } from './rename-form.tsx'
import { playlistPictureSongs } from './share-picture/picture-songs.ts'
import { SharePicture } from './share-picture/share-picture.tsx'
import { useStatus } from './status-region.tsx'

/** A saved playlist: played, renamed in place, shared as a link or a picture, or deleted. */
export function SavedPlaylistItem({
  playlist,
  model,
  onDelete,
}: {
  playlist: SavedPlaylist
  /** The song data, once loaded: the picture needs the songs' titles. */
  model: SongModel | null
  onDelete: () => void
}) {
  const { t } = useLingui()
  const { prefix, record } = useCurrentLocale()
  const { say } = useStatus()
  const [renaming, setRenaming] = useState(false)
  const renameButton = useRef<HTMLButtonElement>(null)
  // Set when the form closes, so focus goes back to the button that opened it.
  const refocus = useRef(false)
  useEffect(() => {
    if (renaming || !refocus.current) return
    refocus.current = false
    renameButton.current?.focus()
  }, [renaming])
  // Stored playlists always decode (saved-playlists.ts checks).
  const queue = useMemo(() => decodeQueue(playlist.play), [playlist.play])
  const pictured = useMemo(
    () => (queue && model ? playlistPictureSongs(queue.entries, model) : []),
    [queue, model],
  )
  const { id, name, savedAt } = playlist
  const count = formatInteger(queue?.entries.length ?? 0)
  const date = formatDate(record.tag, savedAt)
  const copyLink = () => {
    const url = `${window.location.origin}${prefix ? `/${prefix}` : ''}/songlist?play=${playlist.play}`
    // Without a clipboard (an insecure context) the call itself throws: a failure all the same.
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(url))
      .then(
        () => say(t`「${name}」のリンクをコピーしました`),
        () => say(t`「${name}」のリンクをコピーできませんでした`),
      )
  }
  const headingId = `mylist-playlist-${id}`
  return (
    <li className="mylist-item mylist-item--playlist">
      <article aria-labelledby={headingId}>
        <h3 id={headingId}>{name}</h3>
        <dl className="mylist-facts">
          <div>
            <dt>{t`曲数`}</dt>
            <dd>{t`${count}曲`}</dd>
          </div>
          <div>
            <dt>{t`保存した日`}</dt>
            <dd>
              <time dateTime={savedAt}>{date}</time>
            </dd>
          </div>
        </dl>
        {renaming ? (
          <RenameForm
            playlist={playlist}
            onClose={() => {
              refocus.current = true
              setRenaming(false)
            }}
          />
        ) : (
          <div className="mylist-item__actions">
            <button
              type="button"
              aria-label={t`「${name}」を再生`}
              onClick={() => queue && requestPlay(queue.entries, queue.position)}
            >
              {t`再生`}
            </button>
            <button
              ref={renameButton}
              type="button"
              aria-label={t`「${name}」の名前を変える`}
              onClick={() => setRenaming(true)}
            >
              {t`名前を変える`}
            </button>
            <button type="button" aria-label={t`「${name}」のリンクをコピー`} onClick={copyLink}>
              {t`リンクをコピー`}
            </button>
            {pictured.length > 0 && <SharePicture heading={name} songs={pictured} />}
            <button type="button" aria-label={t`「${name}」を削除`} onClick={onDelete}>
              {t`削除`}
            </button>
          </div>
        )}
      </article>
    </li>
  )
}
