// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoute } from '../../../tests/render-route'
import { recentStreamLimit } from '../../shared/archive/stream-timeline'
import { contentStreams } from '../../../tests/support/content-streams'

const streams = contentStreams()

describe('about page', () => {
  it('shows the birthday through its message, in each language', async () => {
    await renderRoute('/zh/about')
    expect(await screen.findByText('4月25日（世界企鵝日）')).toBeTruthy()
  })

  it('lists the history oldest first, with a <time> for each entry', async () => {
    await renderRoute('/about')
    const history = await screen.findByRole('region', { name: '活動の歩み' })
    const items = within(history).getAllByRole('listitem')
    const dates = items.map((li) => li.querySelector('time')?.getAttribute('datetime') ?? '')
    expect(dates[0]).toMatch(/^2024-12-\d{2}$/)
    expect(dates[1]).toMatch(/^2025-01-\d{2}$/)
    expect([...dates].sort()).toEqual(dates)
    const datedStreams = streams.filter((s) => s.showList && s.showDate).length
    const listedOneByOne = Math.min(datedStreams, recentStreamLimit)
    const summedUp = datedStreams > recentStreamLimit ? 1 : 0
    expect(items).toHaveLength(2 + listedOneByOne + summedUp)
    expect(dates.slice(2).every((d) => d >= '2025-02-01' && d <= '2025-08-31')).toBe(true)
  })

  it('credits each artwork and carries the permission notice', async () => {
    await renderRoute('/zh/about')
    const design = await screen.findByRole('region', { name: '設計' })
    const images = within(design).getAllByRole('img')
    expect(images.length).toBeGreaterThanOrEqual(5)
    for (const img of images) expect(img.getAttribute('alt')?.trim()).not.toBe('')
    // The gallery is far below the fold; the profile art above it is the page's largest paint.
    for (const img of images) expect(img.getAttribute('loading')).toBe('lazy')
    const profileArt = screen.getByRole('region', { name: '個人資料' }).querySelector('img')
    expect(profileArt?.getAttribute('loading')).toBeNull()
    expect(
      within(design).getByRole('img', { name: '從正面與側面描繪企鵝歌手的設定圖' }),
    ).toBeTruthy()
    expect(within(design).getByText('本站圖片皆已取得權利人的同意後使用。')).toBeTruthy()
    expect(within(design).getAllByText('雪村こおり').length).toBeGreaterThan(0)
  })
})
