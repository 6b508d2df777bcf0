import { useSyncExternalStore } from 'react'

import type { QueueEntry } from './queue-code.ts'

// The performance in the player, told to the lists on the page. The player writes here and the
// lists read, so neither imports the other (as play-request.ts, the other way round).
let current: string | null = null
const listeners = new Set<() => void>()

const keyOf = (entry: QueueEntry) => `${entry.videoId} ${String(entry.startSeconds)}`

/** The player's current entry, or null once it closes. */
export function setNowPlaying(entry: QueueEntry | null): void {
  const key = entry ? keyOf(entry) : null
  if (key === current) return
  current = key
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/**
 * Whether `entry` is the one in the player. Each row reads a yes or no, so a change of song
 * renders only the row that was current and the one that is.
 */
export function useIsNowPlaying(entry: QueueEntry): boolean {
  const key = keyOf(entry)
  return useSyncExternalStore(
    subscribe,
    () => current === key,
    () => false,
  )
}
