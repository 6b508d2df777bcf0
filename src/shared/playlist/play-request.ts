import { useSyncExternalStore } from 'react'
import { encodeQueue, queueLimit, type QueueEntry } from './queue-code'

/** A press of a play button: the queue it starts, numbered so two presses of one list differ. */
export interface PlayRequest {
  id: number
  play: string
}

let latest: PlayRequest | null = null
const listeners = new Set<() => void>()

/**
 * Starts playing `entries` from `position` (the first `queueLimit` of them). The player listens
 * here rather than being imported, so no play button pulls in the player's code or YouTube.
 */
export function requestPlay(entries: readonly QueueEntry[], position = 0): void {
  const kept = entries.slice(0, queueLimit).map(({ videoId, startSeconds }) => ({
    videoId,
    startSeconds,
  }))
  if (kept.length === 0) return
  const play = encodeQueue({
    entries: kept,
    position: Math.min(position, kept.length - 1),
    repeat: 'off',
  })
  latest = { id: (latest?.id ?? 0) + 1, play }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The latest press of play on this page, or null before the first. */
export function usePlayRequest(): PlayRequest | null {
  return useSyncExternalStore(
    subscribe,
    () => latest,
    () => null,
  )
}
