// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import fc from 'fast-check'
import { beforeEach, describe, expect, it, vi } from 'vitest'

const key = 'mylist:history'
const at = (minute: number) => new Date(Date.UTC(2024, 0, 1, 0, minute))
const video = (n: number) => `video${String(n).padStart(6, '0')}`
const stored = () => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown

// A fresh copy of the module, as the next page load gets.
async function load() {
  vi.resetModules()
  return import('./listening-history.ts')
}

describe('the listening history', () => {
  beforeEach(() => localStorage.clear())

  it('puts the latest play first, and keeps the history for the next page', async () => {
    const page = await load()
    page.recordPlay({ videoId: video(1), startSeconds: 0 }, at(1))
    page.recordPlay({ videoId: video(1), startSeconds: 300 }, at(2))
    const history = [
      { videoId: video(1), startSeconds: 300, playedAt: at(2).toISOString() },
      { videoId: video(1), startSeconds: 0, playedAt: at(1).toISOString() },
    ]
    expect(page.listeningHistory.read()).toEqual(history)
    expect(stored()).toEqual({ v: 1, items: history })
    expect((await load()).listeningHistory.read()).toEqual(history)
  })

  it('moves a performance played again to the top: one entry each', async () => {
    const { listeningHistory, recordPlay } = await load()
    recordPlay({ videoId: video(1), startSeconds: 10 }, at(1))
    recordPlay({ videoId: video(2), startSeconds: 10 }, at(2))
    recordPlay({ videoId: video(1), startSeconds: 10 }, at(3))
    expect(listeningHistory.read()).toEqual([
      { videoId: video(1), startSeconds: 10, playedAt: at(3).toISOString() },
      { videoId: video(2), startSeconds: 10, playedAt: at(2).toISOString() },
    ])
  })

  it('keeps the last 100: the 101st play drops the oldest', async () => {
    const { historyLimit, listeningHistory, recordPlay } = await load()
    for (let n = 0; n <= historyLimit; n++)
      recordPlay({ videoId: video(n), startSeconds: 0 }, at(n))
    const history = listeningHistory.read()
    expect(history).toHaveLength(100)
    expect(history[0]?.videoId).toBe(video(100))
    expect(history.at(-1)?.videoId).toBe(video(1))
  })

  it.each([
    ['a short video id', { videoId: 'abc', startSeconds: 0 }],
    ['a video id with a slash', { videoId: 'aaaaa/aaaaa', startSeconds: 0 }],
    ['a negative start', { videoId: video(1), startSeconds: -1 }],
    ['a fractional start', { videoId: video(1), startSeconds: 1.5 }],
    ['a start that is not a number', { videoId: video(1), startSeconds: NaN }],
  ])('records nothing for %s', async (_, entry) => {
    const { listeningHistory, recordPlay } = await load()
    recordPlay(entry)
    expect(listeningHistory.read()).toEqual([])
    expect(localStorage.getItem(key)).toBeNull()
  })

  it('drops stored entries that are not valid', async () => {
    const good = { videoId: 'a_b-c123456', startSeconds: 0, playedAt: '2024-01-01T00:00:00Z' }
    const items = [
      good,
      { ...good, videoId: 'a_b-c1234567' },
      { ...good, startSeconds: '0' },
      { ...good, startSeconds: -5 },
      { ...good, playedAt: '2024-01-01' },
      { ...good, playedAt: undefined },
      [good.videoId, 0, good.playedAt],
    ]
    localStorage.setItem(key, JSON.stringify({ v: 1, items }))
    expect((await load()).listeningHistory.read()).toEqual([good])
  })

  it.each(['not json', '{"v":0,"items":[]}'])(
    'ignores a stored %j until the next play',
    async (value) => {
      localStorage.setItem(key, value)
      const { listeningHistory, recordPlay } = await load()
      expect(listeningHistory.read()).toEqual([])
      expect(localStorage.getItem(key)).toBe(value)
      recordPlay({ videoId: video(1), startSeconds: 0 }, at(1))
      expect(stored()).toEqual({
        v: 1,
        items: [{ videoId: video(1), startSeconds: 0, playedAt: at(1).toISOString() }],
      })
    },
  )

  it('clears the history', async () => {
    const { clearHistory, listeningHistory, recordPlay } = await load()
    recordPlay({ videoId: video(1), startSeconds: 0 })
    clearHistory()
    expect(listeningHistory.read()).toEqual([])
    expect(stored()).toEqual({ v: 1, items: [] })
  })

  it('still records for this page when storage refuses to write', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    const { listeningHistory, recordPlay } = await load()
    recordPlay({ videoId: video(1), startSeconds: 0 }, at(1))
    expect(listeningHistory.read()).toHaveLength(1)
    expect(localStorage.getItem(key)).toBeNull()
  })

  it("renders the history and another tab's plays", async () => {
    const { recordPlay, useListeningHistory } = await load()
    const { result } = renderHook(() => useListeningHistory())
    act(() => recordPlay({ videoId: video(1), startSeconds: 0 }, at(1)))
    expect(result.current.map((entry) => entry.videoId)).toEqual([video(1)])
    const other = { videoId: video(2), startSeconds: 5, playedAt: at(2).toISOString() }
    act(() => {
      localStorage.setItem(key, JSON.stringify({ v: 1, items: [other] }))
      window.dispatchEvent(new StorageEvent('storage', { key }))
    })
    expect(result.current).toEqual([other])
  })

  it('after any plays, holds the latest 100 performances once each, newest first', async () => {
    const { clearHistory, listeningHistory, recordPlay } = await load()
    // Few videos and starts, so performances are played again often.
    const play = fc.record({ video: fc.nat(60), start: fc.nat(3) })
    fc.assert(
      fc.property(fc.array(play, { maxLength: 400 }), (plays) => {
        clearHistory()
        plays.forEach(({ video: n, start }, minute) =>
          recordPlay({ videoId: video(n), startSeconds: start }, at(minute)),
        )
        // Expected: the plays from the last back, each performance at its last play.
        const latest = new Map<string, number>()
        for (const [minute, { video: n, start }] of [...plays.entries()].reverse()) {
          const name = `${video(n)} ${String(start)}`
          if (latest.size < 100 && !latest.has(name)) latest.set(name, minute)
        }
        const history = listeningHistory.read()
        expect(history.map((entry) => `${entry.videoId} ${String(entry.startSeconds)}`)).toEqual([
          ...latest.keys(),
        ])
        expect(history.map((entry) => entry.playedAt)).toEqual(
          [...latest.values()].map((minute) => at(minute).toISOString()),
        )
      }),
    )
  })
})
