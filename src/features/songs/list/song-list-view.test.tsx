// @vitest-environment jsdom
// Which view the song list shows (issue 73): the songs while the general box holds text, unless
// the visitor chose a view; the URL names the view only when it was chosen (docs/song-list.md).
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { loadSongListData } from '#src/shared/song-data/song-list-data.ts'
import { patience, slowTest } from '#tests/patience.ts'
import { renderRoute } from '#tests/render-route.tsx'

// The test archive (tests/fixtures/other-singer): 夜に駆ける is sung in several streams.
vi.mock('virtual:song-data/packed-song-list', async () => {
  const { fixtureArchive } = await import('#tests/support/fixture-archive.ts')
  const { packedSongListOf } = await import('#tests/support/packed-archive.ts')
  return { packedSongList: await packedSongListOf(fixtureArchive) }
})

const { model } = await loadSongListData()
const yoru = model.songs.find((song) => song.songName === '夜に駆ける')
const sung = yoru?.performances.length ?? 0

const results = () => screen.getByRole('region', { name: /の一覧|列表/ })
const heading = () => within(results()).getByRole('heading', { level: 2 }).textContent
const titles = () =>
  within(results())
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent)
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
const choose = (view: '配信ごと' | '曲ごと') => fireEvent.click(screen.getByLabelText(view))

describe('the view the song list shows', slowTest, () => {
  it('shows the songs found while the general box holds text, and the streams again once it is cleared', async () => {
    expect(sung).toBeGreaterThan(1)
    const { router } = await renderRoute('/songlist')
    await screen.findByRole('heading', { level: 1 })
    expect(heading()).toBe('配信の一覧')
    type('歌を検索', 'yoru ni kakeru')
    // One row per song, the song asked for first, and its count in the live region.
    await waitFor(() => expect(heading()).toBe('曲の一覧'), patience)
    await waitFor(() => expect(titles()[0]).toBe('夜に駆ける'), patience)
    expect(within(results()).getByRole('status').textContent).toMatch(/^\d+曲（歌唱\d+回）/)
    expect(screen.getByLabelText<HTMLInputElement>('曲ごと').checked).toBe(true)
    // The view was not chosen: the URL holds the text alone.
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'yoru ni kakeru' }))
    type('歌を検索', '')
    await waitFor(() => expect(heading()).toBe('配信の一覧'), patience)
    expect(screen.getByLabelText<HTMLInputElement>('配信ごと').checked).toBe(true)
    await waitFor(() => expect(router.state.location.search).toEqual({}))
  })

  it('keeps the streams chosen during a search, in the URL, until the box is cleared', async () => {
    const { router } = await renderRoute('/songlist?q=yoru%20ni%20kakeru')
    await waitFor(() => expect(heading()).toBe('曲の一覧'), patience)
    choose('配信ごと')
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ q: 'yoru ni kakeru', view: 'streams' }),
    )
    await waitFor(() => expect(heading()).toBe('配信の一覧'), patience)
    expect(titles().length).toBeGreaterThan(1)
    // Cleared, the choice made for that search goes: the next search shows the songs first.
    type('歌を検索', '')
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    type('歌を検索', 'lemon')
    await waitFor(() => expect(heading()).toBe('曲の一覧'), patience)
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'lemon' }))
  })

  it('keeps the songs chosen before a search once the box is cleared', async () => {
    const { router } = await renderRoute('/songlist')
    await screen.findByRole('heading', { level: 1 })
    choose('曲ごと')
    await waitFor(() => expect(router.state.location.search).toEqual({ view: 'songs' }))
    type('歌を検索', 'lemon')
    await waitFor(() => expect(router.state.location.search).toEqual({ view: 'songs', q: 'lemon' }))
    type('歌を検索', '')
    await waitFor(() => expect(router.state.location.search).toEqual({ view: 'songs' }))
    expect(heading()).toBe('曲の一覧')
    expect(titles().length).toBeGreaterThan(1)
  })

  it('leaves the streams in place for text in the song-name field alone', async () => {
    await renderRoute('/songlist?title=%E5%A4%9C%E3%81%AB%E9%A7%86%E3%81%91%E3%82%8B')
    await waitFor(() => expect(titles().length).toBe(sung), patience)
    expect(heading()).toBe('配信の一覧')
  })
})
