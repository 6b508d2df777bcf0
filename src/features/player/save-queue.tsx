import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react'

import { formatDay, formatYearMonth } from '#src/i18n/calendar-format.ts'
import { useCurrentLocale } from '#src/i18n/use-locale.ts'
import { playlistNameLimit, savePlaylist } from '#src/shared/visitor-lists/saved-playlists.ts'

/**
 * Saves the queue under a name into マイリスト (this browser's storage): a button that opens a
 * one-field form, then says where the playlist went.
 */
export function SaveQueue({ code }: { code: string }) {
  const { t } = useLingui()
  const { prefix } = useCurrentLocale()
  const [naming, setNaming] = useState(false)
  const [saved, setSaved] = useState<string | null>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const now = new Date()
  const today = formatYearMonth(now.getFullYear(), now.getMonth() + 1) + formatDay(now.getDate())
  const stop = () => {
    setNaming(false)
    requestAnimationFrame(() => opener.current?.focus())
  }
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const name = new FormData(event.currentTarget).get('name')
    const playlist = savePlaylist(typeof name === 'string' ? name : '', code)
    if (!playlist) return
    setSaved(playlist.name)
    stop()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    event.stopPropagation()
    stop()
  }
  const savedName = saved ?? ''
  return (
    <div className="player__save">
      {naming ? (
        <form className="player__save-form" onSubmit={save} onKeyDown={onKeyDown}>
          <label>
            {t`プレイリストの名前`}
            <input
              name="name"
              required
              maxLength={playlistNameLimit}
              defaultValue={t`${today}のキュー`}
              // The form opens on this press: typing the name comes next.
              autoFocus
            />
          </label>
          <button type="submit">{t`保存`}</button>
          <button type="button" onClick={stop}>
            {t`やめる`}
          </button>
        </form>
      ) : (
        <button
          ref={opener}
          type="button"
          className="player__queue-clear"
          onClick={() => {
            setSaved(null)
            setNaming(true)
          }}
        >
          {t`プレイリストとして保存`}
        </button>
      )}
      <p role="status" className="player__save-status">
        {saved !== null && (
          <>
            {t`「${savedName}」をマイリストに保存しました。`}{' '}
            <Link to="/{-$locale}/mylist" params={{ locale: prefix }}>
              {t`マイリストを見る`}
            </Link>
          </>
        )}
      </p>
    </div>
  )
}
