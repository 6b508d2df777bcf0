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

describe('a failed song data load', () => {
  it('is reported to the caller and tried again by the next one', async () => {
    vi.resetModules()
    vi.doMock('./packed-song-list', () => {
      throw new Error('chunk failed')
    })
    const data = await import('./song-list-data')
    await expect(data.loadSongListData()).rejects.toThrow()
    expect(() => data.songListData()).toThrow(/before its route loaded/)
    vi.doUnmock('./packed-song-list')
    const loaded = await data.loadSongListData()
    expect(loaded.model.performanceCount).toBeGreaterThan(0)
    expect(data.songListData()).toBe(loaded)
  })
})
