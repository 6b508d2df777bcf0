// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { renderRoute } from '#tests/render-route.tsx'

// A long archive: the timeline keeps two streams and sums up the three before them. The latest
// is the day's second stream file: a hidden stream took 2025-06-01-2.json.
vi.mock('virtual:song-data/stream-history', () => {
  const stream = (slug: string) => ({
    slug,
    date: slug.slice(0, 10),
    showDate: true,
    name: `歌枠 ${slug}`,
    songCount: 9,
  })
  return {
    streamHistory: {
      earlier: { count: 3, from: '2025-02-01', to: '2025-04-01' },
      recent: [stream('2025-05-01'), stream('2025-06-01-3')],
      years: [2025, 2024],
    },
  }
})

async function timeline(url: string) {
  await renderRoute(url)
  const region = await screen.findByRole('region', { name: /活動の歩み|活動歷程/ })
  const [timelineList] = within(region).getAllByRole('list')
  return within(timelineList as HTMLElement).getAllByRole('listitem')
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

describe('history timeline streams', () => {
  const streamLinks = (items: HTMLElement[]) =>
    items
      .filter((li) => li.classList.contains('timeline__item--stream'))
      .map((li) => within(li).getByRole('link').getAttribute('href'))

  it("link each stream's name to its page, named by its file", async () => {
    const items = await timeline('/about')
    expect(screen.getByRole('link', { name: '歌枠 2025-06-01-3' })).toBeVisible()
    expect(streamLinks(items)).toEqual(['/streams/2025-05-01', '/streams/2025-06-01-3'])
  })

  it('keep the URL form: /ja and /zh', async () => {
    expect(streamLinks(await timeline('/ja/about'))).toEqual([
      '/ja/streams/2025-05-01',
      '/ja/streams/2025-06-01-3',
    ])
    cleanup()
    expect(streamLinks(await timeline('/zh/about'))).toEqual([
      '/zh/streams/2025-05-01',
      '/zh/streams/2025-06-01-3',
    ])
  })
})

describe('the years of the timeline', () => {
  it("link each year to its recap, newest first, in the page's URL form", async () => {
    await renderRoute('/zh/about')
    const years = await screen.findByRole('navigation', { name: '年度回顧' })
    const links = within(years).getAllByRole('link')
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['2025年', '/zh/recap/2025'],
      ['2024年', '/zh/recap/2024'],
    ])
  })
})
