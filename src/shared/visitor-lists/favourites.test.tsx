// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { songKey } from '#src/shared/song-model/keys/song-key.ts'

const key = 'mylist:favourites'
const lemon = { songName: 'Lemon', singer: '米津 玄師' }
const yoru = { songName: '夜に駆ける', singer: 'YOASOBI' }
const stored = () => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown

// A fresh copy of the module, as the next page load gets.
async function load() {
  vi.resetModules()
  const module = await import('./favourites.ts')
  const isFavourite = (list: Parameters<typeof module.favouriteKeys>[0], song: typeof lemon) =>
    module.favouriteKeys(list).has(songKey(song))
  return { ...module, isFavourite }
}

describe('favourites', () => {
  beforeEach(() => localStorage.clear())

  it('adds newest first, removes, and keeps them for the next page', async () => {
    const page = await load()
    expect(page.toggleFavourite(lemon)).toBe(true)
    expect(page.toggleFavourite(yoru)).toBe(true)
    const written = [
      { title: '夜に駆ける', artist: 'YOASOBI' },
      { title: 'Lemon', artist: '米津 玄師' },
    ]
    expect(page.favourites.read()).toEqual(written)
    expect(stored()).toEqual({ v: 1, items: written })

    const next = await load()
    expect(next.favourites.read()).toEqual(written)
    expect(next.isFavourite(next.favourites.read(), lemon)).toBe(true)
    expect(next.toggleFavourite(yoru)).toBe(false)
    expect(next.favourites.read()).toEqual([{ title: 'Lemon', artist: '米津 玄師' }])
  })

  it('takes a title written in another case or width for the same song', async () => {
    const { favourites, isFavourite, toggleFavourite } = await load()
    toggleFavourite(lemon)
    const sameSong = { songName: 'ＬＥＭＯＮ', singer: '米津玄師' }
    expect(isFavourite(favourites.read(), sameSong)).toBe(true)
    expect(isFavourite(favourites.read(), { songName: 'Lemon', singer: 'YOASOBI' })).toBe(false)
    expect(toggleFavourite(sameSong)).toBe(false)
    expect(favourites.read()).toEqual([])
  })

  it('keeps a song whose artist is unknown, and a blank artist of none', async () => {
    const { favourites, toggleFavourite } = await load()
    expect(toggleFavourite({ songName: '夜行', singer: '' })).toBe(true)
    expect(toggleFavourite({ songName: 'Lemon', singer: '  ' })).toBe(false)
    const next = await load()
    expect(next.favourites.read()).toEqual([{ title: '夜行', artist: '' }])
    expect(favourites.read()).toEqual(next.favourites.read())
  })

  it('does not add a song whose title or singer would not survive a reload', async () => {
    const { favourites, toggleFavourite } = await load()
    expect(toggleFavourite({ songName: '  ', singer: 'YOASOBI' })).toBe(false)
    expect(toggleFavourite({ songName: 'x'.repeat(301), singer: 'YOASOBI' })).toBe(false)
    expect(favourites.read()).toEqual([])
    expect(localStorage.getItem(key)).toBeNull()
  })

  it('drops stored items that are not favourites', async () => {
    const longest = { title: 'x'.repeat(300), artist: 'y' }
    const items = [
      { title: 'Lemon', artist: '米津 玄師', extra: true },
      { title: '', artist: 'YOASOBI' },
      { title: ' ', artist: 'YOASOBI' },
      { title: 'x'.repeat(301), artist: 'YOASOBI' },
      { title: 'Lemon', artist: 1 },
      { title: 'Lemon' },
      'Lemon',
      null,
      longest,
    ]
    localStorage.setItem(key, JSON.stringify({ v: 1, items }))
    const { favourites } = await load()
    expect(favourites.read()).toEqual([{ title: 'Lemon', artist: '米津 玄師' }, longest])
  })

  it.each(['{"v":1,"items":[', '{"v":2,"items":[{"title":"Lemon","artist":"米津玄師"}]}'])(
    'ignores %s, and writes over it only when the visitor changes the list',
    async (value) => {
      localStorage.setItem(key, value)
      const { favourites, toggleFavourite } = await load()
      expect(favourites.read()).toEqual([])
      expect(localStorage.getItem(key)).toBe(value)
      toggleFavourite(yoru)
      expect(stored()).toEqual({ v: 1, items: [{ title: '夜に駆ける', artist: 'YOASOBI' }] })
    },
  )

  it('keeps the 5000 newest: a new favourite drops the oldest', async () => {
    const items = Array.from({ length: 5000 }, (_, i) => ({
      title: `song ${String(i)}`,
      artist: 'a',
    }))
    localStorage.setItem(key, JSON.stringify({ v: 1, items }))
    const { favourites, toggleFavourite } = await load()
    toggleFavourite(lemon)
    const list = favourites.read()
    expect(list).toHaveLength(5000)
    expect(list[0]).toEqual({ title: 'Lemon', artist: '米津 玄師' })
    expect(list.at(-1)).toEqual({ title: 'song 4998', artist: 'a' })
  })

  it('still toggles for this page when storage refuses to write', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    const { favourites, isFavourite, toggleFavourite } = await load()
    expect(toggleFavourite(lemon)).toBe(true)
    expect(isFavourite(favourites.read(), lemon)).toBe(true)
    expect(favourites.write([])).toBe(false)
    expect(localStorage.getItem(key)).toBeNull()
  })

  it('gives the songKeys of a list, worked out once per list', async () => {
    const { favouriteKeys, favourites, toggleFavourite } = await load()
    toggleFavourite(lemon)
    const keys = favouriteKeys(favourites.read())
    expect(favouriteKeys(favourites.read())).toBe(keys)
    expect([...keys]).toEqual(['lemon\u0000米津玄師'])
    toggleFavourite(yoru)
    expect(favouriteKeys(favourites.read())).not.toBe(keys)
    expect(favouriteKeys(favourites.read()).size).toBe(2)
  })
})
