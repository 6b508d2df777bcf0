// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { slowTest } from '#tests/patience.ts'
import { renderRoute } from '#tests/render-route.tsx'

// The test archive (tests/fixtures/other-singer): Lemon is sung once, on 2023/6/1.
vi.mock('virtual:song-data/packed-song-list', async () => {
  const { fixtureArchive } = await import('#tests/support/fixture-archive.ts')
  const { packedSongListOf } = await import('#tests/support/packed-archive.ts')
  return { packedSongList: await packedSongListOf(fixtureArchive) }
})

const cards = () =>
  within(screen.getByRole('region', { name: /の一覧|列表/ })).queryAllByRole('article')
const lastSung = (card: HTMLElement) =>
  within(card).getByText('最後に歌った日').nextElementSibling?.textContent

afterEach(() => {
  vi.useRealTimers()
})

describe('the days since a song was last sung', slowTest, () => {
  it('follow the date on every row in the longest-unsung order, counted to the visitor’s day', async () => {
    // A year after, 2024 being a leap year; only the clock is faked, not the timers.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2024, 5, 1, 23, 30) })
    await renderRoute('/songlist?view=songs&sort=oldest')
    const [lemon] = await screen.findAllByRole('article', { name: 'Lemon' })
    expect(lastSung(lemon as HTMLElement)).toBe('2023年6月1日(木)（366日前）')
    expect(cards().every((card) => /（[\d,]+日前）$/.test(lastSung(card) ?? ''))).toBe(true)
  })

  it('are left out in the other orders', async () => {
    await renderRoute('/songlist?view=songs&sort=count')
    await waitFor(() => expect(cards()).not.toHaveLength(0))
    expect(cards().some((card) => (lastSung(card) ?? '').includes('日前'))).toBe(false)
  })
})
