import { describe, expect, it, vi } from 'vitest'

describe('song list data', () => {
  it('is there only once the loader has loaded it, and is built once', async () => {
    vi.resetModules()
    const data = await import('./song-list-data')
    expect(() => data.songListData()).toThrow(/before its route loaded/)
    const [first, second] = await Promise.all([data.loadSongListData(), data.loadSongListData()])
    expect(second).toBe(first)
    expect(data.songListData()).toBe(first)
    expect(first.model.performanceCount).toBeGreaterThan(0)
  })
})
