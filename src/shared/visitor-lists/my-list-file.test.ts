// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { encodeQueue } from '#src/shared/playlist/queue-code.ts'

const play = (startSeconds: number) =>
  encodeQueue({ entries: [{ videoId: 'aaaaaaaaaaa', startSeconds }], position: 0, repeat: 'off' })
const at = (day: number) => new Date(Date.UTC(2024, 0, day, 12)).toISOString()
const video = (n: number) => `video${String(n).padStart(6, '0')}`
const lemon = { title: 'Lemon', artist: '米津 玄師' }
const yoru = { title: '夜に駆ける', artist: 'YOASOBI' }
const playlist = (id: string, day: number, name = id) => ({
  id,
  name,
  play: play(day),
  savedAt: at(day),
})
const played = (n: number, day: number, startSeconds = 0) => ({
  videoId: video(n),
  startSeconds,
  playedAt: at(day),
})
const file = (sections: object) =>
  JSON.stringify({ format: 'singer-fan-site/my-list', version: 1, ...sections })
const store = (key: string, items: unknown[]) =>
  localStorage.setItem(`mylist:${key}`, JSON.stringify({ v: 1, items }))

// Fresh copies of the modules, as the next page load gets.
async function load() {
  vi.resetModules()
  const [myListFile, favourites, playlists, history] = await Promise.all([
    import('./my-list-file.ts'),
    import('./favourites.ts'),
    import('./saved-playlists.ts'),
    import('./listening-history.ts'),
  ])
  return { ...myListFile, ...favourites, ...playlists, ...history }
}

describe('the my-list file', () => {
  beforeEach(() => localStorage.clear())

  it('reads no storage while loading', async () => {
    store('favourites', [lemon])
    const getItem = vi.spyOn(Storage.prototype, 'getItem')
    const { favourites } = await load()
    expect(getItem).not.toHaveBeenCalled()
    expect(favourites.read()).toEqual([lemon])
  })

  it('is named for the local date', async () => {
    const { myListFileName } = await load()
    expect(myListFileName(new Date(2024, 0, 5, 23, 59))).toBe('mylist-2024-01-05.json')
    expect(myListFileName(new Date(2025, 10, 30, 0, 1))).toBe('mylist-2025-11-30.json')
  })

  it('holds the three lists, pretty-printed', async () => {
    const page = await load()
    page.toggleFavourite({ songName: 'Lemon', singer: '米津 玄師' })
    const saved = page.savePlaylist('定番', play(5))
    page.recordPlay({ videoId: video(1), startSeconds: 30 }, new Date(at(2)))
    const text = page.exportMyList(new Date(at(3)))
    const parsed: unknown = JSON.parse(text)
    expect(parsed).toEqual({
      format: 'singer-fan-site/my-list',
      version: 1,
      exportedAt: at(3),
      favourites: [lemon],
      playlists: [saved],
      history: [played(1, 2, 30)],
    })
    expect(text).toBe(JSON.stringify(parsed, null, 2))
  })

  it('brings everything to an empty device, to stay', async () => {
    store('favourites', [yoru, lemon])
    store('playlists', [playlist('b', 2), playlist('a', 1)])
    store('history', [played(2, 4), played(1, 3, 60), played(1, 2)])
    const text = (await load()).exportMyList()
    localStorage.clear()

    const device = await load()
    expect(device.importMyList(text)).toEqual({
      ok: true,
      added: { favourites: 2, playlists: 2, history: 3 },
    })
    const next = await load()
    expect(next.favourites.read()).toEqual([yoru, lemon])
    expect(next.savedPlaylists.read()).toEqual([playlist('b', 2), playlist('a', 1)])
    expect(next.listeningHistory.read()).toEqual([played(2, 4), played(1, 3, 60), played(1, 2)])
  })

  it('adds favourites after those there, one per song', async () => {
    store('favourites', [yoru, lemon])
    const { favourites, importMyList } = await load()
    const text = file({
      favourites: [
        { title: 'ＬＥＭＯＮ', artist: '米津玄師' },
        { title: 'アイドル', artist: 'YOASOBI' },
      ],
    })
    expect(importMyList(text)).toMatchObject({ ok: true, added: { favourites: 1 } })
    expect(favourites.read()).toEqual([yoru, lemon, { title: 'アイドル', artist: 'YOASOBI' }])
  })

  it('adds playlists by id, newest first, and keeps one whose id is there', async () => {
    store('playlists', [playlist('mine', 5, 'my name')])
    const { importMyList, savedPlaylists } = await load()
    const text = file({
      playlists: [playlist('old', 1), playlist('mine', 9, 'their name'), playlist('new', 7)],
    })
    expect(importMyList(text)).toMatchObject({ ok: true, added: { playlists: 2 } })
    expect(savedPlaylists.read()).toEqual([
      playlist('new', 7),
      playlist('mine', 5, 'my name'),
      playlist('old', 1),
    ])
  })

  it("keeps the visitor's playlists, filling the room left with the file's newest", async () => {
    const mine = Array.from({ length: 98 }, (_, i) => playlist(`mine${String(i)}`, 2))
    store('playlists', mine)
    const { importMyList, savedPlaylists } = await load()
    const text = file({
      playlists: [
        playlist('older', 1),
        playlist('new', 3),
        playlist('newest', 5),
        playlist('newer', 4),
      ],
    })
    expect(importMyList(text)).toMatchObject({ ok: true, added: { playlists: 2 } })
    expect(savedPlaylists.read()).toEqual([playlist('newest', 5), playlist('newer', 4), ...mine])
  })

  it('merges plays by performance, keeping the later play, newest first', async () => {
    store('history', [played(1, 5), played(2, 3), played(3, 2)])
    const { importMyList, listeningHistory } = await load()
    const text = file({ history: [played(2, 6), played(3, 1), played(4, 4), played(3, 2, 10)] })
    expect(importMyList(text)).toMatchObject({ ok: true, added: { history: 2 } })
    expect(listeningHistory.read()).toEqual([
      played(2, 6),
      played(1, 5),
      played(4, 4),
      played(3, 2),
      played(3, 2, 10),
    ])
  })

  it('counts only the plays that are among the latest 100', async () => {
    store(
      'history',
      Array.from({ length: 100 }, (_, i) => played(i, 10)),
    )
    const { importMyList, listeningHistory } = await load()
    expect(importMyList(file({ history: [played(200, 1)] }))).toMatchObject({
      ok: true,
      added: { history: 0 },
    })
    expect(importMyList(file({ history: [played(300, 11)] }))).toMatchObject({
      ok: true,
      added: { history: 1 },
    })
    const history = listeningHistory.read()
    expect(history).toHaveLength(100)
    expect(history[0]).toEqual(played(300, 11))
    expect(history.at(-1)).toEqual(played(98, 10))
  })

  it('skips items that are not valid, and sections that are not lists', async () => {
    const { favourites, importMyList, listeningHistory, savedPlaylists } = await load()
    const text = file({
      favourites: [lemon, { title: '', artist: 'x' }, 'Lemon'],
      playlists: [playlist('good', 1), { ...playlist('bad', 2), play: 'nothing' }, null],
      history: { 0: played(1, 1) },
    })
    expect(importMyList(text)).toEqual({
      ok: true,
      added: { favourites: 1, playlists: 1, history: 0 },
    })
    expect(favourites.read()).toEqual([lemon])
    expect(savedPlaylists.read()).toEqual([playlist('good', 1)])
    expect(listeningHistory.read()).toEqual([])
  })

  it('leaves a stored list it adds nothing to as it was, even one it cannot read', async () => {
    localStorage.setItem('mylist:favourites', '{"v":7,"items":[]}')
    const { importMyList } = await load()
    expect(importMyList(file({ favourites: [], history: [played(1, 1)] }))).toMatchObject({
      ok: true,
    })
    expect(localStorage.getItem('mylist:favourites')).toBe('{"v":7,"items":[]}')
    expect(localStorage.getItem('mylist:history')).not.toBeNull()
  })

  it('keeps what the data would: no hidden characters, no impossible dates, one playlist per id', async () => {
    vi.useFakeTimers({ now: new Date('2024-02-01T00:00:00Z'), toFake: ['Date'] })
    const { favourites, importMyList, listeningHistory, savedPlaylists } = await load()
    const text = file({
      favourites: [
        lemon,
        { title: 'Lemon\u202e', artist: 'x' },
        { title: 'a\u0000b', artist: 'x' },
      ],
      playlists: [
        playlist('twice', 1, 'first\u202eeman'),
        playlist('twice', 2),
        playlist('nul', 3, 'a\u0000b\ud800'),
        { ...playlist('future', 4), savedAt: '2099-01-01T00:00:00Z' },
        { ...playlist('old', 5), savedAt: '1970-01-01T00:00:00Z' },
      ],
      history: [
        { ...played(1, 1), playedAt: '9999-12-31T23:59:59Z' },
        { ...played(2, 1), playedAt: '2024-02-01T12:00:00Z' },
      ],
    })
    expect(importMyList(text)).toEqual({
      ok: true,
      added: { favourites: 1, playlists: 2, history: 1 },
    })
    expect(favourites.read()).toEqual([lemon])
    expect(savedPlaylists.read().map(({ id, name }) => [id, name])).toEqual([
      ['nul', 'ab'],
      ['twice', 'firsteman'],
    ])
    expect(listeningHistory.read()).toEqual([{ ...played(2, 1), playedAt: '2024-02-01T12:00:00Z' }])
    vi.useRealTimers()
  })

  it('changes nothing when reading the file fails partway', async () => {
    store('favourites', [yoru])
    const { favourites, importMyList, savedPlaylists } = await load()
    vi.spyOn(savedPlaylists, 'read').mockImplementationOnce(() => {
      throw new RangeError('Maximum call stack size exceeded')
    })
    const text = file({ favourites: [lemon], playlists: [playlist('a', 1)] })
    expect(importMyList(text)).toEqual({ ok: false, reason: 'not-my-list' })
    expect(favourites.read()).toEqual([yoru])
    expect(JSON.parse(localStorage.getItem('mylist:favourites') ?? '')).toEqual({
      v: 1,
      items: [yoru],
    })
  })

  it.each([
    ['not-json', 'text that is not JSON'],
    ['not-json', ''],
    ['not-my-list', '[]'],
    ['not-my-list', 'null'],
    ['not-my-list', '"singer-fan-site/my-list"'],
    ['not-my-list', '{"format":"another-site/my-list","version":1,"favourites":[]}'],
    ['not-my-list', '{"version":1,"favourites":[]}'],
    ['not-my-list', '{"format":"singer-fan-site/my-list","favourites":[]}'],
    ['not-my-list', '{"format":"singer-fan-site/my-list","version":"1"}'],
    ['not-my-list', '{"format":"singer-fan-site/my-list","version":0}'],
    ['newer-version', '{"format":"singer-fan-site/my-list","version":2,"favourites":[]}'],
  ])('refuses as %s: %j', async (reason, text) => {
    store('favourites', [yoru])
    const { favourites, importMyList } = await load()
    expect(importMyList(text)).toEqual({ ok: false, reason })
    expect(favourites.read()).toEqual([yoru])
  })

  it('refuses a file over 2,000,000 characters unread', async () => {
    const { favourites, importMyList } = await load()
    const text = file({ favourites: [lemon] })
    const padded = (length: number) => text.padEnd(length, ' ')
    expect(importMyList(padded(2_000_001))).toEqual({ ok: false, reason: 'not-my-list' })
    expect(favourites.read()).toEqual([])
    expect(importMyList(padded(2_000_000))).toMatchObject({ ok: true, added: { favourites: 1 } })
  })

  it('says so when storage refuses the merge, which still lasts for this page', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    const { favourites, importMyList } = await load()
    expect(importMyList(file({ favourites: [lemon] }))).toEqual({ ok: false, reason: 'storage' })
    expect(favourites.read()).toEqual([lemon])
  })
})
