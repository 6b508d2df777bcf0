// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { knownRanks } from './rank-worker-client.ts'
import type { RankClient, Ranker, SearchableSong, TextValues } from './search-types.ts'
import { useWorkerRanks } from './use-worker-ranks.ts'

const songs = [{}, {}] as SearchableSong[]
const typed = (q: string): TextValues => ({ q, title: '', singer: '' })

/** A ranker whose worker answers only when the test says, or has failed. */
function rankerWith(working: boolean) {
  const asks: { values: TextValues; answer: (ranks: Float64Array | null) => void }[] = []
  const rankWorker: RankClient = {
    start: () => working,
    working: () => working,
    ranks: (values) => new Promise((answer) => asks.push({ values, answer })),
  }
  return { ranker: { rankWorker, knownRanks } as unknown as Ranker, asks }
}

function render(ranker: Ranker | null, wanted = true) {
  return renderHook(({ values }) => useWorkerRanks(values, ranker, wanted, songs), {
    initialProps: { values: typed('よ') },
  })
}

describe('useWorkerRanks', () => {
  it('keeps showing the last text until the worker has ranked the new one, then its ranks', async () => {
    const { ranker, asks } = rankerWith(true)
    const hook = render(ranker)
    const first = hook.result.current
    expect(first).toEqual({ values: typed('よ') })
    const next = typed('よる')
    hook.rerender({ values: next })
    expect(hook.result.current).toBe(first)
    expect(asks.map((ask) => ask.values)).toEqual([typed('よ'), next])
    await act(async () => asks[1]?.answer(new Float64Array([NaN, 4])))
    expect(hook.result.current.values).toBe(next)
    expect(songs.map((song) => hook.result.current.known?.(song))).toEqual([null, 4])
  })

  it('drops the answer to a text typed over', async () => {
    const { ranker, asks } = rankerWith(true)
    const hook = render(ranker)
    hook.rerender({ values: typed('よる') })
    await act(async () => asks[0]?.answer(new Float64Array([1, 1])))
    expect(hook.result.current).toEqual({ values: typed('よ') })
  })

  it('follows the text at once, ranking on the page, once the worker has failed', async () => {
    const { ranker, asks } = rankerWith(true)
    const hook = render(ranker)
    await act(async () => asks[0]?.answer(null))
    const next = typed('よる')
    hook.rerender({ values: next })
    expect(hook.result.current).toEqual({ values: next })
    expect(asks).toHaveLength(1)
  })

  it('follows the text at once without a worker, without a ranker, or when no ranks are wanted', () => {
    for (const [ranker, wanted] of [
      [rankerWith(false).ranker, true],
      [null, true],
      [rankerWith(true).ranker, false],
    ] as const) {
      const hook = render(ranker, wanted)
      const next = typed('よる')
      hook.rerender({ values: next })
      expect(hook.result.current).toEqual({ values: next })
      hook.unmount()
    }
  })

  it('asks nothing of a worker when no ranks are wanted', () => {
    const { ranker, asks } = rankerWith(true)
    const ranks = vi.spyOn(ranker.rankWorker, 'ranks')
    render(ranker, false)
    expect(ranks).not.toHaveBeenCalled()
    expect(asks).toEqual([])
  })
})
