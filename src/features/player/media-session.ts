import type { Performance } from '#src/shared/song-model/song-model.ts'
import { artistName } from '#src/shared/ui/artist-name.tsx'

export interface MediaActions {
  play(): void
  pause(): void
  next(): void
  previous(): void
}

/**
 * Tells the lock screen and headset what plays and what their buttons do. Browsers without the
 * Media Session API get nothing, which changes nothing else.
 */
export function showOnLockScreen(
  performance: Performance | undefined,
  playing: boolean,
  actions: MediaActions,
): () => void {
  if (!('mediaSession' in navigator) || typeof MediaMetadata === 'undefined') return () => {}
  const session = navigator.mediaSession
  session.metadata = performance
    ? new MediaMetadata({
        title: performance.songName,
        artist: artistName(performance.singer),
        album: performance.streamName,
      })
    : null
  session.playbackState = performance ? (playing ? 'playing' : 'paused') : 'none'
  const handlers: [MediaSessionAction, () => void][] = [
    ['play', actions.play],
    ['pause', actions.pause],
    ['nexttrack', actions.next],
    ['previoustrack', actions.previous],
  ]
  for (const [action, handler] of handlers) session.setActionHandler(action, handler)
  return () => {
    for (const [action] of handlers) session.setActionHandler(action, null)
  }
}
