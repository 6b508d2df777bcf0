// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { slowTest } from '#tests/patience.ts'
import { renderRoute } from '#tests/render-route.tsx'

// The page lists the chart test streams, whose counts are worked out by hand below.
vi.mock('virtual:song-data/packed-song-list', async () => {
  const { chartTestStreams } = await import('#tests/support/chart-test-streams.ts')
  const { buildSongListData } = await import('#src/shared/song-data/song-list-build.ts')
  const { packSongList } = await import('#src/shared/song-data/song-list-pack.ts')
  return { packedSongList: packSongList(buildSongListData(chartTestStreams)) }
})

const stats = () => screen.getByRole('region', { name: /^統計/ })
const figure = (name: string) => within(stats()).getByRole('figure', { name })
/** Opens the page and its folded statistics panel, whose content loads on its first opening. */
async function openPanel(url: string, title: string) {
  await renderRoute(url)
  await screen.findByRole('heading', { level: 1, name: title })
  expect(within(stats()).queryAllByRole('figure')).toHaveLength(0)
  await userEvent.click(within(stats()).getAllByRole('heading', { level: 2 })[0]!)
  await waitFor(() => expect(within(stats()).getAllByRole('figure')).toHaveLength(4))
}

const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent))

describe('statistics charts', slowTest, () => {
  it('give each chart a heading under the panel, a description and its data as a table', async () => {
    await openPanel('/songlist', '歌リスト')
    const headings = within(stats())
      .getAllByRole('heading')
      .map((h) => `${h.tagName} ${h.textContent}`)
    expect(headings).toEqual([
      'H2 統計',
      'H3 月ごとの歌唱数',
      'H3 配信カレンダー',
      'H3 よく歌う曲',
      'H3 よく歌うアーティスト',
    ])

    const months = figure('月ごとの歌唱数')
    // November 2023 to February 2024, December empty; the secret stream's 4 songs and one
    // November song hide their dates.
    expect(months.textContent).toContain(
      '2023年11月から2024年2月までの4か月に、日付のある歌唱が6回。最も多いのは2024年1月の3回です。日付を伏せた歌唱5回は数えていません。',
    )
    expect(rows(within(months).getByRole('table', { name: '月ごとの歌唱数' }))).toEqual([
      ['2023年11月', '2'],
      ['2023年12月', '0'],
      ['2024年1月', '3'],
      ['2024年2月', '1'],
    ])

    const calendar = figure('配信カレンダー')
    expect(calendar.textContent).toContain(
      '2023年11月30日から2024年2月29日までに配信のあった日は3日。色が濃い日ほど、その日に歌った曲が多い日です。日付を伏せた配信1件は含みません。',
    )
    expect(rows(within(calendar).getByRole('table', { name: '配信カレンダー' }))).toEqual([
      ['2024年2月', '29日（1曲）'],
      ['2024年1月', '5日（3曲）'],
      ['2023年11月', '30日（2曲）'],
    ])
  })

  it('draw the bars and days the data holds, hidden from assistive technology', async () => {
    await openPanel('/songlist', '歌リスト')
    for (const svg of stats().querySelectorAll('svg')) {
      expect(svg.closest('[aria-hidden="true"]'), svg.outerHTML.slice(0, 80)).not.toBeNull()
    }
    const bars = figure('月ごとの歌唱数').querySelector('.stats-chart__bars')
    const heights = [...(bars?.getAttribute('d') ?? '').matchAll(/V(\d+)h/g)].map(
      ([, top]) => 3 - Number(top),
    )
    expect(heights).toEqual([2, 3, 1])
    // 29 February 2024 (1 song: shade 2) and 5 January 2024 (3: shade 4) in 2024's first half,
    // then 30 November 2023 (2: shade 3).
    const days = figure('配信カレンダー').querySelectorAll('path[class^="stats-calendar__level-"]')
    expect([...days].map((path) => [path.getAttribute('class'), path.getAttribute('d')])).toEqual([
      ['stats-calendar__level-2', 'M126 68h10v10h-10z'],
      ['stats-calendar__level-4', 'M22 81h10v10h-10z'],
      ['stats-calendar__level-3', 'M308 68h10v10h-10z'],
    ])

    // "song 0" is sung 6 times (twice in November, once hidden), "song 1" 3 times, 2 and 3 once.
    const songs = within(figure('よく歌う曲')).getAllByRole('listitem')
    expect(songs.map((li) => li.querySelector('rect')?.getAttribute('width'))).toEqual([
      '100%',
      '50%',
      '16.67%',
      '16.67%',
    ])
  })

  it("link each top song to its page, in the page's URL form; artists have no page", async () => {
    const topSongLinks = () =>
      within(figure('よく歌う曲'))
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')])
    await openPanel('/songlist', '歌リスト')
    expect(topSongLinks()).toEqual([
      ['song 0', '/songs/song-0'],
      ['song 1', '/songs/song-1'],
      ['song 2', '/songs/song-2'],
      ['song 3', '/songs/song-3'],
    ])
    expect(within(figure('よく歌うアーティスト')).queryAllByRole('link')).toEqual([])
    cleanup()

    await openPanel('/zh/songlist', '歌單')
    const songs = figure('最常唱的歌')
    expect(within(songs).getByRole('link', { name: 'song 0' }).getAttribute('href')).toBe(
      '/zh/songs/song-0',
    )
  })

  it('speak Chinese on the Chinese page', async () => {
    await openPanel('/zh/songlist', '歌單')
    const text = [...stats().querySelectorAll('figure')]
      .map((f) => {
        const copy = f.cloneNode(true) as HTMLElement
        copy.querySelectorAll('[lang="ja"]').forEach((name) => name.remove())
        return copy.textContent
      })
      .join('\n')
    expect(text).toContain('未計入隱藏日期的 5 次演唱。')
    expect(text).toContain('未計入隱藏日期的 1 場直播。')
    expect(text).not.toMatch(/[\p{Script=Hiragana}\p{Script=Katakana}]/u)
  })
})
