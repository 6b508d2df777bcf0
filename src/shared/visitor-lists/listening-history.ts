import { createStoredList, type StoredList, useStoredList } from './stored-list.ts'
import { parseTimestamp } from './timestamp.ts'

/** A performance played on this site, when it was last played. */
export interface HistoryEntry {
  videoId: string
  startSeconds: number
  playedAt: string
}

export const historyLimit = 100

const videoIdPattern = /^[\w-]{11}$/

/** A stored or imported entry, or null when it is not one. */
export function parseHistoryEntry(value: unknown): HistoryEntry | null {
  if (typeof value !== 'object' || value === null) return null
  const { videoId, startSeconds, playedAt } = value as Record<string, unknown>
  const at = parseTimestamp(playedAt)
  if (typeof videoId !== 'string' || !videoIdPattern.test(videoId) || at === null) return null
  return typeof startSeconds === 'number' && Number.isSafeInteger(startSeconds) && startSeconds >= 0
    ? { videoId, startSeconds, playedAt: at }
    : null
}

/** Names a performance: the history holds one entry for each. */
export const performanceKey = (entry: { videoId: string; startSeconds: number }) =>
  `${entry.videoId} ${String(entry.startSeconds)}`

export const listeningHistory: StoredList<HistoryEntry> = createStoredList({
  key: 'mylist:history',
  version: 1,
  parseItem: parseHistoryEntry,
  keyOf: performanceKey,
  limit: historyLimit,
})

/** Puts the performance first (moving it there if it was played before); the last 100 are kept. */
export function recordPlay(
  entry: { videoId: string; startSeconds: number },
  now = new Date(),
): void {
  const played = parseHistoryEntry({ ...entry, playedAt: now.toISOString() })
  if (!played) return
  const key = performanceKey(played)
  const others = listeningHistory.read().filter((earlier) => performanceKey(earlier) !== key)
  listeningHistory.write([played, ...others])
}

export function clearHistory(): void {
  listeningHistory.write([])
}

export function useListeningHistory(): readonly HistoryEntry[] {
  return useStoredList(listeningHistory)
}
