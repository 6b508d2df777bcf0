// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import {
  cardsWithinBudget,
  firstPerformanceBudget,
} from '#src/features/songs/list/results/progressive-list.ts'
import { loadSongListData } from '#src/shared/song-data/song-list-data.ts'
import { patience, slowTest } from '#tests/patience.ts'
import { renderRoute } from '#tests/render-route.tsx'

// The page lists the test archive (tests/fixtures/other-singer), not the content under test: the
// searches and dates below are its.
vi.mock('virtual:song-data/packed-song-list', async () => {
  const { fixtureArchive } = await import('#tests/support/fixture-archive.ts')
  const { packedSongListOf } = await import('#tests/support/packed-archive.ts')
  return { packedSongList: await packedSongListOf(fixtureArchive) }
})

const { model: songModel, stats: songStats } = await loadSongListData()

const results = () => screen.getByRole('region', { name: /の一覧|列表/ })
const streamCards = () => within(results()).queryAllByRole('article')
// The streams the first render shows: as many as fit the first budget of performances.
const firstStreams = songModel.streams.slice(
  0,
  cardsWithinBudget(
    songModel.streams.map((s) => s.performances.length),
    firstPerformanceBudget,
  ),
)

describe('song list page', slowTest, () => {
  it('lists every shown stream newest first with the count announced', async () => {
    await renderRoute('/songlist')
    expect(await screen.findByRole('heading', { level: 1, name: '歌リスト' })).toBeVisible()
    const total = songModel.performanceCount
    expect(
      screen
        .getByText(`${songModel.streams.length}配信で${total}曲が見つかりました`)
        .getAttribute('role'),
    ).toBe('status')
    const names = () =>
      streamCards().map((a) => within(a).getByRole('heading', { level: 3 }).textContent)
    // The test archive is longer than the first render: the rest comes with "show more".
    expect(firstStreams.length).toBeLessThan(songModel.streams.length)
    expect(names()).toEqual(firstStreams.map((s) => s.name))
    await userEvent.click(screen.getByRole('button', { name: 'もっと見る' }))
    expect(names()).toEqual(songModel.streams.map((s) => s.name))
    expect(screen.getAllByText('2023年11月20日(月)').length).toBeGreaterThan(0)
  })

  it('shows the statistics of the listed streams once their panel is opened', async () => {
    await renderRoute('/songlist')
    const stats = screen.getByRole('region', { name: '統計' })
    expect(within(stats).queryAllByRole('definition')).toEqual([])
    await userEvent.click(within(stats).getByRole('heading', { level: 2 }))
    // The panel's content loads on its first opening.
    const top = await within(stats).findByRole('figure', { name: 'よく歌う曲' })
    const totals = within(stats)
      .getAllByRole('definition')
      .map((dd) => dd.textContent)
    expect(totals).toEqual([songStats.streams, songStats.performances, songStats.songs].map(String))
    expect(within(top).getAllByRole('listitem')[0]?.textContent).toBe(
      `${songStats.topSongs[0]?.song.songName} ${songStats.topSongs[0]?.count}回`,
    )
  })

  it('opens a filtered URL with that filter applied', async () => {
    await renderRoute('/songlist?q=%EF%BE%96%EF%BE%99%EF%BE%86&type=request&view=streams')
    expect((await screen.findByLabelText<HTMLInputElement>('歌を検索')).value).toBe('ﾖﾙﾆ')
    const songs = within(results()).getAllByText('夜に駆ける')
    expect(songs.length).toBe(songModel.streams.filter((s) => s.category === 'request').length)
    expect(within(results()).queryByText('Lemon')).toBeNull()
  })

  it('puts every date and singer into their lists once those are used', async () => {
    const latest = songModel.streams[0]?.isoDate ?? ''
    await renderRoute(`/songlist?date=${latest}`)
    const date = await screen.findByLabelText<HTMLSelectElement>('配信日')
    const singers = () => document.getElementById('song-singer-options')?.children.length
    // Before: the choice in the URL and the whole list's option, no singer.
    expect([...date.options].map((o) => o.value)).toEqual(['', latest])
    expect(date.value).toBe(latest)
    expect(singers()).toBe(0)
    fireEvent.focus(date)
    expect([...date.options].map((o) => o.value)).toEqual(['', ...songModel.streamDates])
    expect(date.value).toBe(latest)
    fireEvent.focus(screen.getByLabelText('歌手で検索'))
    expect(singers()).toBe(songModel.artists.length)
  })

  it('ignores malformed parameters and shows the full list', async () => {
    const { router } = await renderRoute('/songlist?date=garbage&type=x&view=3&sort=%7B%7D')
    await screen.findByRole('heading', { level: 1, name: '歌リスト' })
    expect(streamCards()).toHaveLength(firstStreams.length)
    expect(
      screen.getByText(
        `${songModel.streams.length}配信で${songModel.performanceCount}曲が見つかりました`,
      ),
    ).toBeVisible()
    expect(router.state.location.search).toEqual({})
  })

  it('shows the songs view sorted by times sung, with an empty state and reset', async () => {
    const user = userEvent.setup()
    const { router } = await renderRoute('/songlist?view=songs&sort=count&q=zzzz-not-a-song')
    // One message, in the count's place, and no count of zero.
    expect(await screen.findByText('条件に合う曲は見つかりませんでした。')).toBeVisible()
    expect(screen.getAllByText('条件に合う曲は見つかりませんでした。')).toHaveLength(1)
    expect(screen.queryByText(/0曲/)).toBeNull()
    const empty = screen.getByText('検索する言葉を短くするか、条件をリセットしてください。')
      .parentElement as HTMLElement
    await user.click(within(empty).getByRole('button', { name: '条件をリセット' }))
    expect(router.state.location.search).toEqual({ view: 'songs', sort: 'count' })
    const first = (await within(results()).findAllByRole('article'))[0] as HTMLElement
    const top = [...songModel.songs].sort(
      (a, b) => b.performances.length - a.performances.length,
    )[0]
    expect(within(first).getByRole('heading', { level: 3 }).textContent).toBe(top?.songName)
    expect(within(first).getByText(`${top?.performances.length}回`)).toBeVisible()
  })

  it('orders streams and songs by the time since and by times sung, in either view', async () => {
    const { router } = await renderRoute('/songlist')
    const sort = await screen.findByLabelText<HTMLSelectElement>('並び順')
    const options = () => [...sort.options].map((option) => option.text)
    const first = () =>
      within(streamCards()[0] as HTMLElement).getByRole('heading', { level: 3 }).textContent
    // Streams have no song title to order by.
    expect(options()).toEqual(['新しい順', '古い順', '曲が多い順'])
    fireEvent.change(sort, { target: { value: 'oldest' } })
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'oldest' }))
    // The test archive shows every date: the oldest first is the newest first, reversed (as far
    // as the first batch of cards goes).
    await waitFor(() => expect(first()).toBe('【弾き語り】月夜のピアノ歌枠'))
    const shown = streamCards().map(
      (card) => within(card).getByRole('heading', { level: 3 }).textContent,
    )
    expect(shown.length).toBeGreaterThan(1)
    expect(shown).toEqual(
      songModel.streams
        .map((stream) => stream.name)
        .reverse()
        .slice(0, shown.length),
    )
    fireEvent.change(sort, { target: { value: 'count' } })
    // Twelve songs, more than any other stream.
    await waitFor(() => expect(first()).toBe('【リクエスト歌枠】秋の夜長に何でも歌う'))

    fireEvent.click(screen.getByLabelText('曲ごと'))
    await waitFor(() =>
      expect(options()).toEqual(['最後に歌った日', '長く歌っていない順', '曲名', '歌った回数']),
    )
    await waitFor(() => expect(first()).toBe('夜に駆ける'))
    fireEvent.change(sort, { target: { value: 'oldest' } })
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ view: 'songs', sort: 'oldest' }),
    )
    // Sung only in the first stream, with four others; Latin titles come first among equals.
    await waitFor(() => expect(first()).toBe('Lemon'))
  })

  it('keeps a title order link working and reads it as newest first in the streams view', async () => {
    await renderRoute('/songlist?sort=title')
    const sort = await screen.findByLabelText<HTMLSelectElement>('並び順')
    expect(sort.value).toBe('last')
    expect(
      within(streamCards()[0] as HTMLElement).getByRole('heading', { level: 3 }).textContent,
    ).toBe(songModel.streams[0]?.name)
  })

  it('writes typing to the URL once per edit and keeps the field ahead of it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const { router } = await renderRoute('/songlist')
    const field = await screen.findByLabelText<HTMLInputElement>('歌を検索')
    const before = router.history.length
    await user.type(field, 'lemon')
    expect(field.value).toBe('lemon')
    await act(() => vi.advanceTimersByTimeAsync(400))
    expect(router.state.location.search).toEqual({ q: 'lemon' })
    await user.type(field, '!')
    await act(() => vi.advanceTimersByTimeAsync(1200))
    expect(router.state.location.search).toEqual({ q: 'lemon!' })
    // One edit, one history entry.
    expect(router.history.length).toBe(before + 1)
    await vi.waitFor(() => expect(within(results()).queryByText('夜に駆ける')).toBeNull(), patience)
    expect(within(results()).getAllByText('Lemon').length).toBeGreaterThan(0)
    // A new edit after the pause gets its own entry; back returns to the one before.
    await user.clear(field)
    await user.tab()
    expect(router.state.location.search).toEqual({})
    expect(router.history.length).toBe(before + 2)
    await act(async () => router.history.back())
    await vi.waitFor(() => expect(field.value).toBe('lemon!'), patience)
    vi.useRealTimers()
  })

  it('puts text typed just before a choice into the same history entry', async () => {
    const { router } = await renderRoute('/songlist')
    const before = router.history.length
    // Synchronous events: the choice comes well within the URL write delay.
    fireEvent.change(await screen.findByLabelText('歌を検索'), { target: { value: 'lemon' } })
    const type = screen.getByLabelText<HTMLSelectElement>('配信の種類')
    fireEvent.change(type, { target: { value: 'request' } })
    // The control shows the choice at once; the URL follows after the next paint.
    expect(type.value).toBe('request')
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ q: 'lemon', type: 'request' }),
    )
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)))
    expect(router.history.length).toBe(before + 1)
  })

  it('shows the same data with Chinese labels', async () => {
    await renderRoute('/zh/songlist')
    expect(await screen.findByRole('heading', { level: 1, name: '歌單' })).toBeVisible()
    expect(screen.getByRole('search', { name: '歌曲搜尋' })).toBeVisible()
    expect(screen.getByLabelText('搜尋歌名')).toBeVisible()
    expect(screen.getByLabelText('搜尋歌手')).toBeVisible()
    expect(streamCards()).toHaveLength(firstStreams.length)
    expect(screen.getAllByText('2023年11月20日週一').length).toBeGreaterThan(0)
  })
})
