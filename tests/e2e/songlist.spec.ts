// The song list on the content under test: what holds for any singer's streams, with counts taken
// from the content. Searches for particular titles, readings and dates run on the test archive
// (fixture-archive/songlist-search.spec.ts).
import { contentStreams } from '#tests/support/content-streams.ts'

import { expect, test } from './fixtures.ts'
import { open, results, streamCards, wholeList } from './songlist-page.ts'

const streams = contentStreams()

const shownStreams = streams.filter((s) => s.showList)

test.describe('song list', () => {
  test('malformed parameters are ignored and the full list is shown', async ({ page }) => {
    await open(page, '/songlist?date=garbage&type=x&view=%7B&sort=1')
    await expect(page.getByRole('heading', { level: 1, name: '歌リスト' })).toBeVisible()
    expect(await wholeList(page)).toHaveLength(shownStreams.length)
    await expect(page).toHaveURL(/\/songlist$/)
  })

  test('every link opens in a new tab at the shown time (t= equals the time)', async ({ page }) => {
    for (const url of ['/songlist', '/songlist?view=songs']) {
      await open(page, url)
      const links = (await wholeList(page)).flatMap((card) => card.links)
      const total = shownStreams.reduce((n, s) => n + s.songList.length, 0)
      expect(links).toHaveLength(total)
      for (const link of links) {
        const seconds = link.time.split(':').reduce((sum, part) => sum * 60 + Number(part), 0)
        expect(new URL(link.href).searchParams.get('t'), link.href).toBe(`${seconds}s`)
        expect(link.href).not.toContain('si=')
        expect([link.target, link.rel]).toEqual(['_blank', 'noopener noreferrer'])
      }
    }
  })

  test('an empty result says so and resets', async ({ page }) => {
    await open(page, '/songlist?q=zzzz')
    await expect(
      page.getByText('条件に合う曲は見つかりませんでした', { exact: false }),
    ).toBeVisible()
    await results(page).getByRole('button', { name: '条件をリセット' }).click()
    await expect(page).toHaveURL(/\/songlist$/)
    // A new result list starts with a few screens of cards; the rest come on scrolling.
    await expect(streamCards(page).first()).toBeVisible()
    expect(await wholeList(page)).toHaveLength(shownStreams.length)
  })

  test('fits a 320 px wide screen without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    for (const url of ['/songlist', '/songlist?view=songs']) {
      await open(page, url)
      await expect(streamCards(page).first()).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        320,
      )
    }
  })
})
