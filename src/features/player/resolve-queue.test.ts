import { describe, expect, it } from 'vitest'

import { encodeQueue } from '#src/shared/playlist/queue-code.ts'
import { buildSongModel } from '#src/shared/song-model/song-model.ts'
import { testStreams } from '#tests/support/test-streams.ts'

import { indexPerformances, performanceOf, resolveQueue } from './resolve-queue.ts'

const model = buildSongModel(testStreams)
const index = indexPerformances(model)
const listed = model.streams.flatMap((s) => s.performances)
const entryOf = (i: number) => {
  const p = listed[i]
  if (!p) throw new Error(`The test streams have no performance ${String(i)}`)
  return { videoId: p.videoId, startSeconds: p.startSeconds }
}
const unknown = { videoId: 'zzzzzzzzzzz', startSeconds: 1 }

describe('resolving a shared queue against the data', () => {
  it('finds every listed performance by its video and start', () => {
    for (const p of listed) expect(performanceOf(index, p)).toBe(p)
  })

  it('keeps the entries the data lists, in order, with the same one current', () => {
    const value = encodeQueue({
      entries: [entryOf(0), unknown, entryOf(2), entryOf(1)],
      position: 2,
      repeat: 'all',
    })
    expect(resolveQueue(value, index)).toEqual({
      entries: [entryOf(0), entryOf(2), entryOf(1)],
      position: 1,
      repeat: 'all',
    })
  })

  it('makes the next kept entry current when the current one is gone, else the last', () => {
    const entries = [entryOf(0), unknown, entryOf(1)]
    expect(
      resolveQueue(encodeQueue({ entries, position: 1, repeat: 'off' }), index)?.position,
    ).toBe(1)
    const tail = [entryOf(0), unknown]
    expect(
      resolveQueue(encodeQueue({ entries: tail, position: 1, repeat: 'off' }), index)?.position,
    ).toBe(0)
  })

  it('opens nothing for a link the data lists nothing of, or a malformed one', () => {
    expect(
      resolveQueue(encodeQueue({ entries: [unknown], position: 0, repeat: 'off' }), index),
    ).toBeNull()
    expect(resolveQueue('1.0.n*', index)).toBeNull()
  })
})
