// @vitest-environment jsdom
import { renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { useSearchCode } from '#src/features/songs/search/search-on-demand.ts'

import { loadSongListPage } from './song-list-loader.ts'

vi.mock('virtual:song-data/packed-song-list', async () => {
  const { fixtureArchive } = await import('#tests/support/fixture-archive.ts')
  const { packedSongListOf } = await import('#tests/support/packed-archive.ts')
  return { packedSongList: await packedSongListOf(fixtureArchive) }
})

// In this order: the search code, once loaded, stays loaded for the module's lifetime.
describe('the song list loader', () => {
  it('leaves the search code out of a list opened without a query', async () => {
    const data = await loadSongListPage({
      location: { search: { sort: 'title', type: 'request' } },
    })
    expect(data.model.songs.length).toBeGreaterThan(0)
    expect(renderHook(() => useSearchCode(false)).result.current.code).toBeNull()
  })

  it('has the search code in before the first render of a link that holds a query', async () => {
    await loadSongListPage({ location: { search: { singer: 'YOASOBI' } } })
    // Not asked for by the render: there already, so the first render lists the results.
    expect(renderHook(() => useSearchCode(false)).result.current.code).not.toBeNull()
  })
})
