import { useRouterState } from '@tanstack/react-router'
import { Suspense, useCallback, useState } from 'react'
import { loadMessages } from '../../i18n/catalog'
import { usePlayRequest } from '../../shared/playlist/play-request'
import type { PlaySearch } from '../../shared/playlist/play-search'
import { onDemand, useOnDemand } from '../../shared/ui/on-demand'
import { PartLoadFailure } from '../../shared/ui/part-load-failure'
import { PlayerBoundary } from './player-boundary'

// The player's code, its messages and the song data it plays from load when a queue first needs
// them, as one part: any of them failing shows the same notice. The data's reader is a chunk too,
// which the pages without a list need only for the player.
const playerPanel = onDemand(() =>
  Promise.all([
    import('./player-panel'),
    loadMessages('player'),
    import('../../shared/song-data/song-list-data').then((m) => m.loadSongListData()),
  ]).then(([m]) => m),
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
  const panel = useOnDemand(playerPanel, open)
  if (panel.status === 'failed') {
    return <PartLoadFailure part="player" onRetry={panel.retry} onDismiss={onClose} />
  }
  if (panel.status !== 'ready') return null
  return (
    <PlayerBoundary onError={onClose}>
      <Suspense fallback={null}>
        <panel.value.PlayerPanel onClose={onClose} />
      </Suspense>
    </PlayerBoundary>
  )
}
