// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderRoute } from '../../../tests/render-route'

// A long archive: the timeline keeps two streams and sums up the three before them.
vi.mock('virtual:song-data/stream-history', () => {
  const stream = (date: string) => ({
    key: date,
    date,
    showDate: true,
    name: `歌枠 ${date}`,
    songCount: 9,
  })
  return {
    streamHistory: {
      earlier: { count: 3, from: '2025-02-01', to: '2025-04-01' },
      recent: [stream('2025-05-01'), stream('2025-06-01')],
    },
  }
})

async function timeline(url: string) {
  await renderRoute(url)
  const region = await screen.findByRole('region', { name: /活動の歩み|活動歷程/ })
  return within(region).getAllByRole('listitem')
}

describe('history timeline of a long archive', () => {
  it('sums up the older streams in one entry that links to the song list', async () => {
    const items = await timeline('/about')
    const earlier = items.find((li) => li.classList.contains('timeline__item--earlier'))
    expect(earlier?.querySelector('time')?.dateTime).toBe('2025-02-01')
    expect(earlier?.textContent).toContain('2025年4月1日までに3回')
    const link = within(earlier as HTMLElement).getByRole('link', { name: '歌リストで見る' })
    expect(link.getAttribute('href')).toBe('/songlist')
    expect(items.filter((li) => li.classList.contains('timeline__item--stream'))).toHaveLength(2)
  })

  it('keeps the Chinese URL form in its link', async () => {
    const items = await timeline('/zh/about')
    const earlier = items.find((li) => li.classList.contains('timeline__item--earlier'))
    expect(earlier?.textContent).toContain('至2025年4月1日共 3 場')
    const link = within(earlier as HTMLElement).getByRole('link', { name: '在歌單查看' })
    expect(link.getAttribute('href')).toBe('/zh/songlist')
  })
})
