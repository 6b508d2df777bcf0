import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'

import type { Locale } from '#src/i18n/locales.ts'
import { writeClipboard } from '#src/lib/write-clipboard.ts'
import { fillRequest } from '#src/shared/content/request-format.ts'
import type { Song } from '#src/shared/song-model/song-model.ts'

/** A song, or a performance of it: its title, its artist and their other names. */
export type Requested = Pick<Song, 'songName' | 'singer' | 'titleSearch'>

/**
 * Copies the song's request in the format, says so through `announce`, and resolves to null; where
 * the browser refuses the clipboard (an in-app browser), resolves to the text to show instead.
 */
export function copyRequest(
  format: string,
  song: Requested,
  locale: Locale,
  announce: (message: string) => void,
  i18n: I18n,
): Promise<string | null> {
  const { songName: title, singer: artist, titleSearch } = song
  const text = fillRequest(format, { title, artist, aliases: titleSearch.aliases }, locale)
  return writeClipboard(text).then((written) => {
    if (!written) return text
    announce(i18n._(msg`「${text}」をコピーしました`))
    return null
  })
}

/** The request the clipboard refused, selected in a dialog for a manual copy. */
export function RequestText({ text, onClose }: { text: string; onClose: () => void }) {
  const { t } = useLingui()
  const dialog = useRef<HTMLDialogElement>(null)
  const field = useRef<HTMLInputElement>(null)
  useEffect(() => {
    dialog.current?.showModal()
    field.current?.select()
  }, [])
  return (
    <dialog
      ref={dialog}
      className="request-text"
      aria-labelledby="request-text-label"
      onClose={onClose}
    >
      <label id="request-text-label" htmlFor="request-text">
        {t`コピーできませんでした。選ばれた文字をコピーして、チャットに貼ってください`}
      </label>
      <input id="request-text" ref={field} readOnly value={text} />
      <button type="button" onClick={() => dialog.current?.close()}>
        {t`閉じる`}
      </button>
    </dialog>
  )
}
