// The ranking worker: ranks every song for each text the list follows, off the page's main
// thread, so a key pressed is painted without waiting for it (docs/performance.md).
import type { RankAnswer, RankMessage } from './rank-worker-messages.ts'
import { prepareSongs, type RankSongs, rankSongsFrom, songRanks } from './rank-worker-songs.ts'

/**
 * Steps (a song's keys, or its other readings' romaji) per task: an ask arriving meanwhile waits
 * for one slice, not for them all.
 */
const SLICE = 250

let songs: RankSongs | null = null

const prepareFrom = (ready: RankSongs, from: number): void => {
  const next = prepareSongs(ready, from, SLICE)
  if (next !== null) setTimeout(() => prepareFrom(ready, next))
}

addEventListener('message', ({ data }: MessageEvent<RankMessage>) => {
  if (data.type === 'songs') {
    songs = rankSongsFrom(data.texts)
    prepareFrom(songs, 0)
    return
  }
  const ranks = songs && songRanks(songs, data.values)
  const answer: RankAnswer = { id: data.id, ranks }
  postMessage(answer, { transfer: ranks ? [ranks.buffer] : [] })
})
