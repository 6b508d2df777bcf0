import { useSyncExternalStore } from 'react'

import { encodeQueue, type QueueEntry, queueLimit } from './queue-code.ts'

/** Where a press puts its performances: a new queue, right after the current entry, or at its end. */
export type PlayMode = 'replace' | 'next' | 'end'

/** A press of a play button: the queue it starts, numbered so two presses of one list differ. */
export interface PlayRequest {
  id: number
  play: string
  mode: PlayMode
}

let latest: PlayRequest | null = null
const listeners = new Set<() => void>()

/**
 * Starts playing `entries` from `position` (the first `queueLimit` of them), or with `mode` puts
 * them into the playing queue, next or at its end (a player with no queue starts them). The player listens
 * here rather than being imported, so no play button pulls in the player's code or YouTube.
 */
export function requestPlay(
  entries: readonly QueueEntry[],
  position = 0,
  mode: PlayMode = 'replace',
): void {
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
  latest = { id: (latest?.id ?? 0) + 1, play, mode }
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
