// @vitest-environment jsdom
import { act, render, renderHook, screen, waitFor } from '@testing-library/react'
import { Profiler } from 'react'
import { renderToString } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'

const key = 'mylist:favourites'
const lemon = { songName: 'Lemon', singer: '米津 玄師' }
const yoru = { songName: '夜に駆ける', singer: 'YOASOBI' }

// A fresh copy of the modules, as the next page load gets.
async function load() {
  vi.resetModules()
  return import('./favourite-marks.ts')
}

describe('favourite marks', () => {
  beforeEach(() => localStorage.clear())

  it('marks what is stored once the storage code has loaded, and renders only the rows whose song changes', async () => {
    localStorage.setItem(key, '{"v":1,"items":[{"title":"夜に駆ける","artist":"YOASOBI"}]}')
    const { toggleFavouriteSong, useIsFavouriteSong } = await load()
    let renders = 0
    function Row({ song }: { song: typeof lemon }) {
      return <li aria-current={useIsFavouriteSong(song) ? 'true' : undefined}>{song.songName}</li>
    }
    const row = (song: typeof lemon) => (
      <Profiler id={song.songName} onRender={() => (renders += 1)}>
        <Row song={song} />
      </Profiler>
    )
    render(
      <ul>
        {row(lemon)}
        {row(yoru)}
      </ul>,
    )
    const marked = () =>
      screen
        .getAllByRole('listitem')
        .filter((item) => item.getAttribute('aria-current') === 'true')
        .map((item) => item.textContent)
    await waitFor(() => expect(marked()).toEqual(['夜に駆ける']))
    renders = 0
    await act(() => toggleFavouriteSong(lemon))
    expect(marked()).toEqual(['Lemon', '夜に駆ける'])
    expect(renders).toBe(1)
    await act(() => toggleFavouriteSong(yoru))
    expect(marked()).toEqual(['Lemon'])
    expect(renders).toBe(2)
  })

  it("gives the keys for the favourites filter, and follows another tab's change", async () => {
    const { useFavouriteKeys, useIsFavouriteSong } = await load()
    const { result } = renderHook(() => ({
      keys: useFavouriteKeys(),
      yoru: useIsFavouriteSong(yoru),
    }))
    expect(result.current.keys.size).toBe(0)
    // Nothing stored: the storage code waits until a favourite appears, here from another tab.
    act(() => {
      localStorage.setItem(key, '{"v":1,"items":[{"title":"夜に駆ける","artist":"YOASOBI"}]}')
      window.dispatchEvent(new StorageEvent('storage', { key }))
    })
    await waitFor(() => expect(result.current.yoru).toBe(true))
    expect([...result.current.keys]).toEqual(['夜に駆ける\u0000yoasobi'])
  })

  it('marks nothing on the server, whatever is stored', async () => {
    localStorage.setItem(key, '{"v":1,"items":[{"title":"Lemon","artist":"米津 玄師"}]}')
    const { useIsFavouriteSong } = await load()
    function Star() {
      return useIsFavouriteSong(lemon) ? 'favourite' : 'not yet'
    }
    expect(renderToString(<Star />)).toBe('not yet')
  })
})
