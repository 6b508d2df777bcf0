// The debut mark (初披露 / 首次演唱) and the filter that keeps only debuts, on the test archive
// (tests/fixtures/other-singer). Worked out by hand from its six stream files: 55 performances of
// 43 songs, so 43 debuts; 2023/11/20 debuts only 花束を君に and 美しい鰭.
import type { Page } from '@playwright/test'

import { expect, test } from '#tests/e2e/fixtures.ts'
import { open, results } from '#tests/e2e/songlist-page.ts'
import { installFakeYouTube } from '#tests/e2e/support/fake-youtube.ts'
import { hydrated } from '#tests/support/hydrated.ts'

const marked = (page: Page) =>
  page.locator('.song-setlist__item').filter({ has: page.locator('.debut-mark') })

test('the song list marks each song’s first performance, and 初披露だけ keeps only those', async ({
  page,
}) => {
  await open(page, '/songlist')
  const status = results(page).getByRole('status')
  await expect(status).toHaveText('6配信で55曲が見つかりました')
  // The newest stream, 2023/12/9: its six new songs are marked, 千本桜 and 紅蓮華 are not.
  const december = results(page).getByRole('article').first()
  await expect(december.locator('.song-setlist__item')).toHaveCount(8)
  await expect(december.locator('.debut-mark')).toHaveCount(6)
  await expect(december.locator('.debut-mark').first()).toHaveText('初披露')

  await page.getByLabel('初披露', { exact: true }).selectOption({ label: '初披露だけ' })
  await expect(page).toHaveURL(/[?&]debut=only/)
  await expect(status).toHaveText('6配信で43曲が見つかりました')
  // Every row the list shows is marked (a long list renders its cards as they near the screen).
  const rows = results(page).locator('.song-setlist__item')
  await expect(rows.first()).toBeVisible()
  expect(await marked(page).count()).toBe(await rows.count())
  const november = results(page).getByRole('article').filter({ hasText: '2023年11月20日' })
  await expect(november.locator('.song-name')).toHaveText(['花束を君に', '美しい鰭'])
})

test('in Chinese, the mark and the filter say 首次演唱', async ({ page }) => {
  await open(page, '/zh/songlist?debut=only')
  await expect(page.getByLabel('首次演唱', { exact: true })).toHaveValue('only')
  await expect(results(page).getByRole('status')).toHaveText('在 6 場直播中找到 43 首歌')
  await expect(results(page).locator('.debut-mark').first()).toHaveText('首次演唱')
})

test('the song and stream pages and the player’s queue mark the debuts', async ({ page }) => {
  await installFakeYouTube(page, { rate: 10 })
  await page.goto(encodeURI('/songs/夜に駆ける'))
  await hydrated(page)
  // Five performances, newest first: only the oldest, 2023/6/1, is its debut.
  const performances = page.getByRole('region', { name: '歌った配信' }).getByRole('listitem')
  await expect(performances).toHaveCount(5)
  await expect(performances.locator('.debut-mark')).toHaveCount(1)
  await expect(performances.last().locator('.debut-mark')).toHaveText('初披露')

  await page.goto('/streams/2023-11-20')
  await hydrated(page)
  await expect(marked(page).locator('.song-name')).toHaveText(['花束を君に', '美しい鰭'])
  await page.getByRole('button', { name: 'セットリスト8曲を続けて再生' }).click()
  const player = page.getByRole('complementary', { name: 'プレーヤー' })
  await player.getByRole('button', { name: '再生キュー' }).click()
  const entries = player.locator('.player__entry').filter({ has: page.locator('.debut-mark') })
  await expect(entries.locator('.player__entry-title')).toHaveText(['花束を君に', '美しい鰭'])
})
