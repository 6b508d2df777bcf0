// What the page and the ranking worker (rank-worker.ts) say to each other.
import type { RankTexts, TextValues } from './search-types.ts'

/** To the worker: the songs' texts once, then an ask for each text the list follows. */
export type RankMessage =
  { type: 'songs'; texts: RankTexts } | { type: 'rank'; id: number; values: TextValues }

/** From the worker: the ranks asked for (`rank-worker-songs.ts`), null if it has no songs. */
export interface RankAnswer {
  id: number
  ranks: Float64Array | null
}
