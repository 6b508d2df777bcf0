// The page's side of the ranking worker (rank-worker.ts): starts it with the songs' texts, asks it
// for each text's ranks, and gives up on it (the page then ranks on its own) when it fails.
import type { RankAnswer, RankMessage } from './rank-worker-messages.ts'
import type { KnownRanks, RankClient, SearchableSong } from './search-types.ts'

/**
 * How long an answer may take before the page stops asking: far above a ranking's time on a slow
 * phone at 30,000 performances, the first one waiting for the worker's start included.
 */
export const RANK_ANSWER_BOUND_MS = 5_000

export function rankClient(create: () => Worker): RankClient {
  let worker: Worker | null = null
  let failed = false
  let asked = 0
  const waiting = new Map<number, (ranks: Float64Array | null) => void>()
  const fail = () => {
    failed = true
    worker?.terminate()
    for (const answer of waiting.values()) answer(null)
    waiting.clear()
  }
  const post = (message: RankMessage) => worker?.postMessage(message)
  return {
    start: (texts) => {
      if (worker || failed) return !failed
      try {
        worker = create()
      } catch {
        failed = true
        return false
      }
      worker.addEventListener('message', ({ data }: MessageEvent<RankAnswer>) => {
        if (data.ranks === null) return fail()
        waiting.get(data.id)?.(data.ranks)
        waiting.delete(data.id)
      })
      worker.addEventListener('error', fail)
      worker.addEventListener('messageerror', fail)
      post({ type: 'songs', texts })
      return true
    },
    working: () => worker !== null && !failed,
    ranks: (values) => {
      if (!worker || failed) return Promise.resolve(null)
      const id = ++asked
      return new Promise((answer) => {
        const bound = setTimeout(fail, RANK_ANSWER_BOUND_MS)
        waiting.set(id, (ranks) => {
          clearTimeout(bound)
          answer(ranks)
        })
        post({ type: 'rank', id, values })
      })
    },
  }
}

const indices = new WeakMap<readonly SearchableSong[], Map<SearchableSong, number>>()

/** A song's rank from the worker's `ranks` for `songs` (the model's, in the same order). */
export function knownRanks(songs: readonly SearchableSong[], ranks: Float64Array): KnownRanks {
  let index = indices.get(songs)
  if (!index) indices.set(songs, (index = new Map(songs.map((song, i) => [song, i]))))
  const at = index
  return (song) => {
    const i = at.get(song)
    const rank = i === undefined ? undefined : ranks[i]
    if (rank === undefined) return undefined
    return Number.isNaN(rank) ? null : rank
  }
}

/** The page's ranking worker. */
export const rankWorker = rankClient(
  () => new Worker(new URL('./rank-worker.ts', import.meta.url), { type: 'module' }),
)
