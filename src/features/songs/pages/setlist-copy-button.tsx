import { useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'

import { useAnnounce } from '#src/features/songs/announcer.tsx'
import { loadMessages } from '#src/i18n/catalog.ts'
import type { Stream } from '#src/shared/song-model/song-model.ts'
import { onDemand } from '#src/shared/ui/on-demand.ts'

// The copy's code, messages and styles load on the first press: a stream page's first load
// carries this button alone.
const setlistCopy = onDemand(() =>
  Promise.all([
    import('./setlist-copy/setlist-copy-dialog.tsx'),
    loadMessages('setlist-copy'),
  ]).then(([m]) => m),
)

/** Opens the dialog that copies the stream's setlist as a comment or as YouTube chapters. */
export function SetlistCopyButton({ stream }: { stream: Stream }) {
  const { t } = useLingui()
  const announce = useAnnounce()
  const [open, setOpen] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  const show = () =>
    setlistCopy.load().then(
      () => setOpen(true),
      () => announce(t`コピーの画面を読み込めませんでした。通信を確かめて、もう一度お試しください`),
    )
  const close = () => {
    setOpen(false)
    opener.current?.focus()
  }
  const Dialog = open ? setlistCopy.loaded()?.SetlistCopyDialog : undefined
  return (
    <>
      <button ref={opener} type="button" aria-haspopup="dialog" onClick={show}>
        {t`セットリストをコピー`}
      </button>
      {Dialog && <Dialog stream={stream} onClose={close} />}
    </>
  )
}
