import { afterEach, describe, expect, it, vi } from 'vitest'

import { knownRanks, RANK_ANSWER_BOUND_MS, rankClient } from './rank-worker-client.ts'
import type { RankAnswer, RankMessage } from './rank-worker-messages.ts'
import type { SearchableSong, TextValues } from './search-types.ts'
import type { RankTexts } from './search-types.ts'

/** A stand-in for the worker: keeps what the page posts, and answers or fails when told. */
class FakeWorker extends EventTarget {
  posted: RankMessage[] = []
  terminated = false
  postMessage(message: RankMessage) {
    this.posted.push(message)
  }
  terminate() {
    this.terminated = true
  }
  answer(answer: RankAnswer) {
    this.dispatchEvent(new MessageEvent('message', { data: answer }))
  }
}

const texts = { hanForms: '' } as RankTexts
const values: TextValues = { q: 'よる', title: '', singer: '' }

function started() {
  const worker = new FakeWorker()
  const client = rankClient(() => worker as unknown as Worker)
  expect(client.start(texts)).toBe(true)
  return { worker, client }
}

describe('rankClient', () => {
  afterEach(() => vi.useRealTimers())

  it('posts the songs once, then each ask, and hands each answer to its ask', async () => {
    const { worker, client } = started()
    expect(client.start(texts)).toBe(true)
    const first = client.ranks(values)
    const second = client.ranks({ ...values, q: 'よるに' })
    expect(worker.posted).toEqual([
      { type: 'songs', texts },
      { type: 'rank', id: 1, values },
      { type: 'rank', id: 2, values: { ...values, q: 'よるに' } },
    ])
    worker.answer({ id: 2, ranks: new Float64Array([2]) })
    worker.answer({ id: 1, ranks: new Float64Array([1]) })
    expect(await first).toEqual(new Float64Array([1]))
    expect(await second).toEqual(new Float64Array([2]))
    expect(client.working()).toBe(true)
  })

  it('gives up on a worker that fails: the asks waiting and later ones get null', async () => {
    const { worker, client } = started()
    const waiting = client.ranks(values)
    worker.dispatchEvent(new Event('error'))
    expect(await waiting).toBeNull()
    expect(await client.ranks(values)).toBeNull()
    expect(client.working()).toBe(false)
    expect(worker.terminated).toBe(true)
    expect(client.start(texts)).toBe(false)
  })

  it('gives up on a worker without the songs, and on one that does not answer in time', async () => {
    const { worker, client } = started()
    const asked = client.ranks(values)
    worker.answer({ id: 1, ranks: null })
    expect(await asked).toBeNull()
    expect(client.working()).toBe(false)

    vi.useFakeTimers()
    const slow = started()
    const late = slow.client.ranks(values)
    vi.advanceTimersByTime(RANK_ANSWER_BOUND_MS - 1)
    expect(slow.client.working()).toBe(true)
    vi.advanceTimersByTime(1)
    expect(await late).toBeNull()
    expect(slow.client.working()).toBe(false)
  })

  it('says so where the page cannot start a worker, and is never working', async () => {
    const client = rankClient(() => {
      throw new ReferenceError('Worker is not defined')
    })
    expect(client.working()).toBe(false)
    expect(client.start(texts)).toBe(false)
    expect(client.working()).toBe(false)
    expect(await client.ranks(values)).toBeNull()
  })
})

describe('knownRanks', () => {
  const songs = [{}, {}, {}] as SearchableSong[]

  it('reads a song’s rank by its place in the songs, NaN as left out', () => {
    const known = knownRanks(songs, new Float64Array([3, NaN, 0]))
    expect(songs.map(known)).toEqual([3, null, 0])
  })

  it('knows nothing of a song not among them, or past the ranks', () => {
    const known = knownRanks(songs, new Float64Array([1, 2]))
    expect(known({} as SearchableSong)).toBeUndefined()
    expect(known(songs[2] as SearchableSong)).toBeUndefined()
  })
})
