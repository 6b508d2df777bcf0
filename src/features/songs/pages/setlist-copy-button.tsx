import { useLingui } from '@lingui/react/macro'

import { useOpenRowMenu } from '#src/features/songs/row-menu/row-menu-host.tsx'
import type { Stream } from '#src/shared/song-model/song-model.ts'

/**
 * Copies the stream's setlist as a comment or as chapters: the dialog its setlist's menu offers
 * too, opened straight away, its code loaded then (src/features/songs/row-menu/setlist-copy.tsx).
 */
export function SetlistCopyButton({ stream }: { stream: Stream }) {
  const { t } = useLingui()
  const openMenu = useOpenRowMenu()
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={(event) =>
        openMenu({
          opener: event.currentTarget,
          performances: stream.performances,
          name: stream.name,
          stream,
          opens: 'setlist-copy',
        })
      }
    >
      {t`セットリストをコピー`}
    </button>
  )
}
