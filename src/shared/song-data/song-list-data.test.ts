import { describe, expect, it, vi } from 'vitest'

describe('song list data', () => {
  it('is built once, however many callers wait', async () => {
    vi.resetModules()
    const data = await import('./song-list-data.ts')
    const [first, second] = await Promise.all([data.loadSongListData(), data.loadSongListData()])
    expect(second).toBe(first)
    expect(await data.loadSongListData()).toBe(first)
    expect(first.model.performanceCount).toBeGreaterThan(0)
  })
})

describe('a failed song data load', () => {
  it('is reported to the caller and tried again by the next one', async () => {
    vi.resetModules()
    vi.doMock('virtual:song-data/packed-song-list', () => {
      throw new Error('chunk failed')
    })
    const data = await import('./song-list-data.ts')
    await expect(data.loadSongListData()).rejects.toThrow()
    vi.doUnmock('virtual:song-data/packed-song-list')
    const loaded = await data.loadSongListData()
    expect(loaded.model.performanceCount).toBeGreaterThan(0)
  })
})
