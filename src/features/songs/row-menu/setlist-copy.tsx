import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'

import { useAnnounce } from '#src/features/songs/announcer.tsx'
import { loadMessages } from '#src/i18n/catalog.ts'
import type { Stream } from '#src/shared/song-model/song-model.ts'
import { onDemand, useOnDemand } from '#src/shared/ui/on-demand.ts'

// The copy's dialog, its writers and its messages load when it is opened, not with the menu.
const setlistCopyDialog = onDemand(() =>
  Promise.all([
    import('#src/features/songs/setlist-copy/setlist-copy-dialog.tsx'),
    loadMessages('setlist-copy'),
  ]).then(([m]) => m),
)

/**
 * The setlist copy the menu opens: its dialog once loaded. A load that fails is said, and closes
 * it, giving the focus back to the button that opened it.
 */
export function SetlistCopy({ stream, onClose }: { stream: Stream; onClose: () => void }) {
  const { t } = useLingui()
  const announce = useAnnounce()
  const dialog = useOnDemand(setlistCopyDialog, true)
  const failed = dialog.status === 'failed'
  useEffect(() => {
    if (!failed) return
    announce(t`セットリストのコピーを読み込めませんでした。通信を確かめて、もう一度お試しください`)
    onClose()
  }, [failed, announce, onClose, t])
  if (dialog.status !== 'ready') return null
  return <dialog.value.SetlistCopyDialog stream={stream} onClose={onClose} />
}
