// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'

import * as readings from '#src/shared/search/other-readings.ts'
import { searchableText } from '#src/shared/search/search-aids.ts'
import { compileQuery } from '#src/shared/search/search-match.ts'
import type { SongListData } from '#src/shared/song-data/song-list-build.ts'
import { loadSongListData } from '#src/shared/song-data/song-list-data.ts'

import { prepareSongList, prepareSongs, ranking } from './ranking.ts'

vi.mock('virtual:song-data/other-readings', () => ({ otherReadings: {} }))
vi.mock('#src/shared/search/other-readings.ts', async (original) => {
  const actual = await original<typeof readings>()
  return { ...actual, otherKeys: vi.fn(actual.otherKeys) }
})
vi.mock('#src/shared/song-data/song-list-data.ts', () => ({ loadSongListData: vi.fn() }))
const packedTexts = { songs: { text: ['夜に駆ける'], singer: [0] }, singers: { text: ['YOASOBI'] } }
vi.mock('virtual:song-data/packed-song-list', () => ({
  packedSongList: { ...packedTexts, hanForms: '', streams: {} },
}))

const aids = { forms: new Map(), texts: new Map(), aliases: new Map() }
const songOf = (title: string, artist: string) => ({
  titleSearch: searchableText(title, aids),
  singerSearch: searchableText(artist, aids),
})
const preparedTexts = () => vi.mocked(readings.otherKeys).mock.calls.map(([field]) => field.text)

describe('prepareSongs', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.mocked(readings.otherKeys).mockClear()
  })

  it('works out every text’s keys once the page is idle, and ranks as before', () => {
    vi.useFakeTimers()
    const songs = [songOf('Lemon', '米津玄師'), songOf('Love Song', 'Someone')]
    prepareSongs(songs, new Map())
    expect(readings.otherKeys).not.toHaveBeenCalled()
    vi.runAllTimers()
    expect(preparedTexts()).toEqual(['Lemon', '米津玄師', 'Love Song', 'Someone'])
    const ranked = ranking({ any: compileQuery('lo'), title: null, singer: null }, new Map())!
    const unprepared = [songOf('Lemon', '米津玄師'), songOf('Love Song', 'Someone')]
    expect(songs.map((song) => ranked.rank(song))).toEqual(
      unprepared.map((song) => ranked.rank(song)),
    )
  })

  it('prepares the song list on the page where it cannot start a worker: once its data has loaded, once, and again after a failed load', async () => {
    vi.useFakeTimers()
    const model = { songs: [songOf('夜に駆ける', 'YOASOBI')], hanForms: new Map() }
    vi.mocked(loadSongListData)
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ model } as unknown as SongListData)
    prepareSongList()
    await vi.runAllTimersAsync()
    expect(preparedTexts()).toEqual([])
    prepareSongList()
    prepareSongList()
    await vi.runAllTimersAsync()
    expect(preparedTexts()).toEqual(['夜に駆ける', 'YOASOBI'])
    expect(loadSongListData).toHaveBeenCalledTimes(2)
  })

  it('hands the songs’ texts and the readings to the ranking worker where it can start one, and prepares nothing on the page', async () => {
    vi.resetModules()
    const posted: unknown[] = []
    const urls: string[] = []
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: URL) {
          urls.push(String(url))
        }
        postMessage(message: unknown) {
          posted.push(message)
        }
        addEventListener() {}
      },
    )
    const model = { songs: [songOf('夜に駆ける', 'YOASOBI')], hanForms: new Map() }
    const { loadSongListData: load } = await import('#src/shared/song-data/song-list-data.ts')
    vi.mocked(load).mockResolvedValue({ model } as unknown as SongListData)
    const fresh = await import('./ranking.ts')
    fresh.prepareSongList()
    await vi.waitFor(() => expect(posted).toHaveLength(1))
    expect(urls).toEqual([expect.stringMatching(/\/search\/rank-worker\.ts\b/)])
    expect(posted).toEqual([
      { type: 'songs', texts: { ...packedTexts, hanForms: '', readings: {} } },
    ])
    expect(fresh.rankWorker.working()).toBe(true)
    expect(preparedTexts()).toEqual([])
    vi.unstubAllGlobals()
  })
})
