import { decodeQueue, type QueueEntry } from '#src/shared/playlist/queue-code.ts'
import type { Performance, SongModel } from '#src/shared/song-model/song-model.ts'

import type { Queue } from './queue-model.ts'

export type PerformanceIndex = ReadonlyMap<string, Performance>

const keyOf = ({ videoId, startSeconds }: QueueEntry) => `${videoId}@${startSeconds}`

/** Every listed performance by its video and start, the way a queue names it. */
export function indexPerformances(model: SongModel): PerformanceIndex {
  const index = new Map<string, Performance>()
  for (const stream of model.streams) {
    for (const p of stream.performances) index.set(keyOf(p), p)
  }
  return index
}

export function performanceOf(index: PerformanceIndex, entry: QueueEntry | undefined) {
  return entry ? index.get(keyOf(entry)) : undefined
}

/**
 * The queue a link names, without entries the data no longer lists (a stream hidden or corrected
 * since the link was shared). The current entry stays current, or the next one kept takes over.
 */
export function resolveQueue(value: string, index: PerformanceIndex): Queue | null {
  const code = decodeQueue(value)
  if (!code) return null
  const kept = code.entries
    .map((entry, i) => ({ entry, i }))
    .filter(({ entry }) => index.has(keyOf(entry)))
  if (kept.length === 0) return null
  const position = kept.findIndex(({ i }) => i >= code.position)
  return {
    ...code,
    entries: kept.map(({ entry }) => entry),
    position: position === -1 ? kept.length - 1 : position,
  }
}
