// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { encodeQueue } from '#src/shared/playlist/queue-code.ts'

const key = 'mylist:playlists'
const play = (startSeconds: number) =>
  encodeQueue({ entries: [{ videoId: 'aaaaaaaaaaa', startSeconds }], position: 0, repeat: 'off' })
const at = (day: number) => new Date(Date.UTC(2024, 0, day, 12))
const stored = () => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown

// A fresh copy of the module, as the next page load gets.
async function load() {
  vi.resetModules()
  return import('./saved-playlists.ts')
}

describe('saved playlists', () => {
  beforeEach(() => localStorage.clear())
  afterEach(() => vi.unstubAllGlobals())

  it('saves newest first, and keeps them for the next page', async () => {
    const page = await load()
    const first = page.savePlaylist('  配信の定番  ', play(10), at(1))
    const second = page.savePlaylist('朝に聴く', play(20), at(2))
    expect(first).toMatchObject({
      name: '配信の定番',
      play: play(10),
      savedAt: at(1).toISOString(),
    })
    expect(second?.id).not.toBe(first?.id)
    expect(page.savedPlaylists.read()).toEqual([second, first])
    expect(stored()).toEqual({ v: 1, items: [second, first] })
    expect((await load()).savedPlaylists.read()).toEqual([second, first])
  })

  it.each([
    ['an empty name', ' \t ', play(10)],
    ['a queue code that does not decode', 'list', '1.0.n*aaaaaaaaaaa'],
    ['no queue code', 'list', ''],
  ])('refuses %s', async (_, name, code) => {
    const { savePlaylist, savedPlaylists } = await load()
    expect(savePlaylist(name, code)).toBeNull()
    expect(savedPlaylists.read()).toEqual([])
    expect(localStorage.getItem(key)).toBeNull()
  })

  it('cuts a long name to 80 characters, never within one', async () => {
    const { playlistNameLimit, savePlaylist } = await load()
    expect(savePlaylist('a'.repeat(100), play(1))?.name).toBe('a'.repeat(playlistNameLimit))
    const emoji = `${'あ'.repeat(79)}😀😀`
    expect(savePlaylist(emoji, play(1))?.name).toBe(`${'あ'.repeat(79)}😀`)
  })

  it('names a playlist with a random UUID, or time and chance where there is none', async () => {
    const { savePlaylist } = await load()
    vi.spyOn(crypto, 'randomUUID').mockReturnValue('0b6c1b9e-4f6e-4c1a-9d43-2f1d1e0c7a11')
    expect(savePlaylist('a', play(1))?.id).toBe('0b6c1b9e-4f6e-4c1a-9d43-2f1d1e0c7a11')
    vi.stubGlobal('crypto', {})
    const id = savePlaylist('b', play(1), at(3))?.id ?? ''
    expect(id).toMatch(new RegExp(`^${at(3).getTime().toString(36)}-[0-9a-z]+$`))
    expect(savePlaylist('c', play(1), at(3))?.id).not.toBe(id)
  })

  it('keeps 100: the oldest goes', async () => {
    const { savePlaylist, savedPlaylists } = await load()
    for (let day = 1; day <= 101; day++) savePlaylist(`list ${String(day)}`, play(day), at(day))
    const list = savedPlaylists.read()
    expect(list).toHaveLength(100)
    expect(list[0]?.name).toBe('list 101')
    expect(list.at(-1)?.name).toBe('list 2')
  })

  it('renames a playlist in place, and refuses an empty name or an unknown id', async () => {
    const page = await load()
    const first = page.savePlaylist('first', play(1), at(1))
    const second = page.savePlaylist('second', play(2), at(2))
    expect(page.renamePlaylist(first?.id ?? '', '  renamed  ')).toBe(true)
    expect(page.savedPlaylists.read()).toEqual([second, { ...first, name: 'renamed' }])
    expect(page.renamePlaylist(first?.id ?? '', '   ')).toBe(false)
    expect(page.renamePlaylist('unknown', 'other')).toBe(false)
    expect((await load()).savedPlaylists.read()).toEqual([second, { ...first, name: 'renamed' }])
  })

  it('deletes a playlist, and refuses an unknown id', async () => {
    const page = await load()
    const first = page.savePlaylist('first', play(1), at(1))
    const second = page.savePlaylist('second', play(2), at(2))
    expect(page.deletePlaylist(second?.id ?? '')).toBe(true)
    expect(page.deletePlaylist(second?.id ?? '')).toBe(false)
    expect(page.savedPlaylists.read()).toEqual([first])
    expect((await load()).savedPlaylists.read()).toEqual([first])
  })

  it('drops stored playlists that are not valid, and tidies a name', async () => {
    const good = { id: 'a1', name: 'good', play: play(1), savedAt: '2024-01-01T00:00:00.000Z' }
    const items = [
      good,
      { ...good, id: 'a2', name: `  ${'n'.repeat(90)}` },
      { ...good, id: 'a3', savedAt: '2024-01-01T09:00:00+09:00' },
      { ...good, id: '' },
      { ...good, id: 'has space' },
      { ...good, name: '   ' },
      { ...good, play: '1.5.n*aaaaaaaaaaa0' },
      { ...good, savedAt: 'yesterday' },
      { ...good, savedAt: '2024-13-01T00:00:00Z' },
      { ...good, savedAt: 1704067200000 },
      { ...good, id: 5 },
      'a1',
    ]
    localStorage.setItem(key, JSON.stringify({ v: 1, items }))
    const { savedPlaylists } = await load()
    expect(savedPlaylists.read()).toEqual([
      good,
      { ...good, id: 'a2', name: 'n'.repeat(80) },
      { ...good, id: 'a3', savedAt: '2024-01-01T09:00:00+09:00' },
    ])
  })

  it('reads a stored value a hostile file could leave without breaking: one of each id, a huge queue dropped', async () => {
    const good = { id: 'a1', name: 'good', play: play(1), savedAt: '2024-01-01T00:00:00.000Z' }
    const huge = `1.0.n*aaaaaaaaaaa0${'.0'.repeat(300_000)}`
    const items = [good, { ...good, name: 'again' }, { ...good, id: 'a2', play: huge }]
    localStorage.setItem(key, JSON.stringify({ v: 1, items }))
    const { savedPlaylists } = await load()
    expect(savedPlaylists.read()).toEqual([good])
  })

  it('still saves for this page when storage refuses to write', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    const { savePlaylist, savedPlaylists } = await load()
    const saved = savePlaylist('kept', play(1))
    expect(savedPlaylists.read()).toEqual([saved])
    expect(localStorage.getItem(key)).toBeNull()
  })

  it('renders the playlists and their changes, from this tab or another', async () => {
    const { savePlaylist, useSavedPlaylists } = await load()
    const { result } = renderHook(() => useSavedPlaylists())
    expect(result.current).toEqual([])
    let saved = null
    act(() => void (saved = savePlaylist('one', play(1))))
    expect(saved).not.toBeNull()
    expect(result.current).toEqual([saved])
    act(() => {
      localStorage.setItem(key, '{"v":1,"items":[]}')
      window.dispatchEvent(new StorageEvent('storage', { key }))
    })
    expect(result.current).toEqual([])
  })
})
