import { useRouter, useRouterState } from '@tanstack/react-router'
import { Suspense, useCallback, useState } from 'react'

import { loadMessages } from '#src/i18n/catalog.ts'
import { usePlayRequest } from '#src/shared/playlist/play-request.ts'
import type { PlaySearch } from '#src/shared/playlist/play-search.ts'
import { onDemand, useOnDemand } from '#src/shared/ui/on-demand.ts'
import { PartLoadFailure } from '#src/shared/ui/part-load-failure.tsx'

import { PlayerBoundary } from './player-boundary.tsx'

// The player's code, its messages and the song data it plays from load when a queue first needs
// them, as one part: any of them failing shows the same notice. The data's reader is a chunk too,
// which the pages without a list need only for the player.
const playerPanel = onDemand(() =>
  Promise.all([
    import('./player-panel.tsx'),
    loadMessages('player'),
    import('#src/shared/song-data/song-list-data.ts').then((m) => m.loadSongListData()),
  ]).then(([m]) => m),
)

/**
 * Where the player lives: in the layout, so it outlasts every page. It opens on a press of play
 * anywhere, or for a link that carries a queue; closed, it stays closed until play is pressed again.
 */
export function PlayerHost() {
  const router = useRouter()
  const play = useRouterState({ select: (s) => (s.location.search as PlaySearch).play })
  const request = usePlayRequest()
  const requestId = request?.id ?? 0
  // What was in the link when the player closed: a different queue there (Back) opens it again.
  const [closed, setClosed] = useState<{ request: number; play?: string | undefined } | null>(null)
  const [offerUndo, setOfferUndo] = useState(false)
  const onClose = useCallback(
    (why?: 'closed') => {
      setClosed({ request: requestId, play: why === 'closed' ? undefined : play })
      setOfferUndo(why === 'closed')
    },
    [requestId, play],
  )
  const endOffer = useCallback(() => setOfferUndo(false), [])
  const open =
    (play !== undefined || request !== null) &&
    !(closed?.request === requestId && closed.play === play)
  // The offer after closing comes from the player's code, loaded by then.
  const panel = useOnDemand(playerPanel, open || offerUndo)
  if (panel.status === 'failed') {
    return <PartLoadFailure part="player" onRetry={panel.retry} onDismiss={onClose} />
  }
  if (panel.status !== 'ready') return null
  if (!open) {
    if (!offerUndo) return null
    const undo = () => {
      setOfferUndo(false)
      router.history.back()
    }
    return <panel.value.PlayerClosed onUndo={undo} onDone={endOffer} />
  }
  return (
    <PlayerBoundary onError={onClose}>
      <Suspense fallback={null}>
        <panel.value.PlayerPanel onClose={onClose} handledRequest={closed?.request} />
      </Suspense>
    </PlayerBoundary>
  )
}
