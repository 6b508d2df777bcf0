import { useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, useCallback, useState } from 'react'
import { loadMessages } from '../../i18n/catalog'
import { usePlayRequest } from '../../shared/playlist/play-request'
import type { PlaySearch } from '../../shared/playlist/play-search'
import { PlayerBoundary } from './player-boundary'

// The player's code and messages are chunks of their own, loaded when a queue first needs them.
const PlayerPanel = lazy(() =>
  Promise.all([import('./player-panel'), loadMessages('player')]).then(([m]) => m),
)

/**
 * Where the player lives: in the layout, so it outlasts every page. It opens on a press of play
 * anywhere, or for a link that carries a queue; closed, it stays closed until play is pressed again.
 */
export function PlayerHost() {
  const play = useRouterState({ select: (s) => (s.location.search as PlaySearch).play })
  const request = usePlayRequest()
  const requestId = request?.id ?? 0
  const [closedAt, setClosedAt] = useState<number | null>(null)
  const onClose = useCallback(() => setClosedAt(requestId), [requestId])
  const open = (play !== undefined || request !== null) && closedAt !== requestId
  if (!open) return null
  return (
    <PlayerBoundary onError={onClose}>
      <Suspense fallback={null}>
        <PlayerPanel onClose={onClose} />
      </Suspense>
    </PlayerBoundary>
  )
}
