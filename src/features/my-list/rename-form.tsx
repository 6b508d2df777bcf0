import { useLingui } from '@lingui/react/macro'
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react'

import {
  playlistNameLimit,
  renamePlaylist,
  type SavedPlaylist,
} from '#src/shared/visitor-lists/saved-playlists.ts'

import { useStatus } from './status-region.tsx'

/** The playlist's name in a field, saved on 保存; やめる or Escape leaves it as it was. */
export function RenameForm({
  playlist,
  onClose,
}: {
  playlist: SavedPlaylist
  onClose: () => void
}) {
  const { t } = useLingui()
  const { say } = useStatus()
  const [empty, setEmpty] = useState(false)
  const fieldId = useId()
  const errorId = useId()
  const { name } = playlist
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const value = new FormData(event.currentTarget).get('name')
    const newName = typeof value === 'string' ? value.trim() : ''
    // `required` lets a name of spaces through.
    if (newName === '') {
      setEmpty(true)
      return
    }
    renamePlaylist(playlist.id, newName)
    say(t`名前を「${newName}」に変えました`)
    onClose()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    // Not the player's Escape too.
    event.stopPropagation()
    onClose()
  }
  return (
    <form className="mylist-rename" onSubmit={save} onKeyDown={onKeyDown}>
      <label htmlFor={fieldId}>{t`「${name}」の新しい名前`}</label>
      <input
        id={fieldId}
        name="name"
        required
        maxLength={playlistNameLimit}
        defaultValue={name}
        aria-invalid={empty || undefined}
        aria-describedby={empty ? errorId : undefined}
        // The form opens on the press of 名前を変える: typing the name comes next.
        autoFocus
        onFocus={(event) => event.currentTarget.select()}
      />
      {empty && (
        <p id={errorId} className="mylist-rename__error">
          {t`名前を入れてください。`}
        </p>
      )}
      <div className="mylist-item__actions">
        <button type="submit">{t`保存`}</button>
        <button type="button" onClick={onClose}>
          {t`やめる`}
        </button>
      </div>
    </form>
  )
}
