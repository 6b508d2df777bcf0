import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { filterDefaults } from '#src/features/songs/list/filters/song-list-filters.ts'
import { buildSongListData } from '#src/shared/song-data/song-list-build.ts'
import { packSongList } from '#src/shared/song-data/song-list-pack.ts'
import { rawStream, sungAt } from '#tests/support/test-streams.ts'

import type { RankAnswer, RankMessage } from './rank-worker-messages.ts'

const packed = packSongList(
  buildSongListData([
    rawStream('2025/3/1', [sungAt('Lemon', '米津玄師', 1), sungAt('夜に駆ける', 'YOASOBI', 2)]),
  ]),
)
const values = { q: filterDefaults.q, title: filterDefaults.title, singer: filterDefaults.singer }

describe('the ranking worker', () => {
  let receive: (message: RankMessage) => void
  const answers: { answer: RankAnswer; transfer: Transferable[] }[] = []

  beforeEach(async () => {
    vi.resetModules()
    answers.length = 0
    vi.stubGlobal('addEventListener', (type: string, handler: (event: MessageEvent) => void) => {
      if (type === 'message') receive = (data) => handler({ data } as MessageEvent)
    })
    vi.stubGlobal('postMessage', (answer: RankAnswer, { transfer }: StructuredSerializeOptions) =>
      answers.push({ answer, transfer: transfer ?? [] }),
    )
    await import('./rank-worker.ts')
  })
  afterEach(() => vi.unstubAllGlobals())

  it('answers each ask with every song’s rank, handing the ranks over rather than copying', () => {
    receive({ type: 'songs', texts: { ...packed, readings: {} } })
    receive({ type: 'rank', id: 7, values: { ...values, q: 'lemon' } })
    const [{ answer, transfer }] = answers as [(typeof answers)[number]]
    expect(answer.id).toBe(7)
    expect(answer.ranks).toHaveLength(2)
    expect(Number.isNaN(answer.ranks?.[0])).toBe(false)
    expect(Number.isNaN(answer.ranks?.[1])).toBe(true)
    expect(transfer).toEqual([answer.ranks?.buffer])
  })

  it('answers null to an ask that comes before the songs', () => {
    receive({ type: 'rank', id: 1, values: { ...values, q: 'lemon' } })
    expect(answers).toEqual([{ answer: { id: 1, ranks: null }, transfer: [] }])
  })
})
