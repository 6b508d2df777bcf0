// マイリスト (issue 35): favourites, saved playlists and the listening history live in this
// browser's localStorage. They survive a reload and a new context with the same storage; a value
// that is corrupt or from another version is ignored; a file moves them to another browser.
import type { Page } from '@playwright/test'

import { axeViolations, colourRules, switchTheme } from '#tests/e2e/axe.ts'
import { expect, test } from '#tests/e2e/fixtures.ts'
import { open, results } from '#tests/e2e/songlist-page.ts'
import { installFakeYouTube } from '#tests/e2e/support/fake-youtube.ts'
import { hydrated } from '#tests/support/hydrated.ts'

const player = (page: Page) => page.getByRole('complementary', { name: 'プレーヤー' })
const star = (page: Page, title: string) =>
  results(page).getByRole('button', { name: `お気に入り: 「${title}」` })
const section = (page: Page, heading: RegExp) =>
  page
    .getByRole('main')
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: heading }) })

async function openMyList(page: Page, url = '/mylist') {
  await page.goto(url)
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/マイリスト|我的清單/)
}

/** Stars 夜に駆ける, plays the first stream's setlist and saves the queue as `name`. */
async function keepSomething(page: Page, name: string) {
  await open(page, '/songlist?view=songs')
  await star(page, '夜に駆ける').click()
  await expect(star(page, '夜に駆ける')).toHaveAttribute('aria-pressed', 'true')
  await open(page, '/songlist')
  await results(page)
    .getByRole('button', { name: /^セットリスト\d+曲を続けて再生$/ })
    .first()
    .click()
  await player(page).getByRole('button', { name: '再生キュー' }).click()
  await player(page).getByRole('button', { name: 'プレイリストとして保存' }).click()
  const field = player(page).getByLabel('プレイリストの名前')
  await expect(field).toBeFocused()
  await field.fill(name)
  await player(page).getByRole('button', { name: '保存', exact: true }).click()
  await expect(player(page).getByRole('status').filter({ hasText: name })).toContainText(
    `「${name}」をマイリストに保存しました。`,
  )
}

test.beforeEach(async ({ page }) => {
  await installFakeYouTube(page, { rate: 1 })
})

test('a favourite and a saved playlist survive a reload and a new context with the same storage', async ({
  page,
  browser,
}) => {
  await keepSomething(page, '夏の歌枠')
  await page.reload()
  await open(page, '/songlist?view=songs')
  await expect(star(page, '夜に駆ける')).toHaveAttribute('aria-pressed', 'true')
  await expect(star(page, '紅蓮華')).toHaveAttribute('aria-pressed', 'false')

  const storageState = await page.context().storageState()
  const other = await browser.newContext({ storageState })
  try {
    const again = await other.newPage()
    await openMyList(again)
    await expect(section(again, /お気に入り/).getByText('夜に駆ける')).toBeVisible()
    await expect(
      section(again, /プレイリスト/).getByRole('heading', { name: '夏の歌枠' }),
    ).toBeVisible()
    // Played before saving, so the history holds the setlist's first song.
    await expect(section(again, /再生履歴/).getByRole('listitem')).toHaveCount(1)
  } finally {
    await other.close()
  }
})

test('the song list shows only the favourites on request, and a row menu stars a song', async ({
  page,
}) => {
  await open(page, '/songlist')
  const opener = results(page).getByRole('button', { name: '「紅蓮華」のほかの操作' }).first()
  await opener.click()
  await page.getByRole('menuitem', { name: 'お気に入りに入れる' }).click()
  await expect(opener).toBeFocused()
  await opener.click()
  await expect(page.getByRole('menuitem', { name: 'お気に入りから外す' })).toBeVisible()
  await page.keyboard.press('Escape')

  await open(page, '/songlist?view=songs&fav=only')
  await expect(results(page).locator('.song-card__title')).toHaveText(['紅蓮華'])
  await star(page, '紅蓮華').click()
  await expect(results(page).locator('.song-card__title')).toHaveCount(0)
})

test('a corrupt or foreign stored value is ignored, and a change replaces it', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return
    sessionStorage.setItem('seeded', '1')
    localStorage.setItem('mylist:favourites', '{"v":1,"items":[{"title":')
    localStorage.setItem('mylist:playlists', JSON.stringify({ v: 99, items: [{ id: 'x' }] }))
    localStorage.setItem('mylist:history', JSON.stringify(['not', 'a', 'list']))
  })
  await open(page, '/songlist?view=songs')
  await expect(results(page).locator('.song-favourite[aria-pressed="true"]')).toHaveCount(0)
  await openMyList(page)
  await expect(page.getByText('まだお気に入りはありません。')).toBeVisible()
  await expect(page.getByText(/保存したプレイリストはまだありません。/)).toBeVisible()
  await expect(page.getByText('まだ再生履歴はありません。')).toBeVisible()
  await open(page, '/songlist?view=songs')
  await star(page, '月光').click()
  await expect(star(page, '月光')).toHaveAttribute('aria-pressed', 'true')
  const stored = await page.evaluate(() => ({
    favourites: localStorage.getItem('mylist:favourites'),
    playlists: localStorage.getItem('mylist:playlists'),
  }))
  expect(JSON.parse(stored.favourites ?? '')).toEqual({
    v: 1,
    items: [{ title: '月光', artist: expect.any(String) }],
  })
  // A list the visitor did not change keeps what this version could not read.
  expect(JSON.parse(stored.playlists ?? '')).toEqual({ v: 99, items: [{ id: 'x' }] })
})

test('a file moves the lists to another browser', async ({ page, browser }) => {
  await keepSomething(page, '移す歌')
  await openMyList(page)
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'ファイルに書き出す' }).click()
  const file = await (await download).path()

  const other = await browser.newContext()
  try {
    const fresh = await other.newPage()
    await openMyList(fresh)
    await expect(fresh.getByRole('heading', { name: '移す歌' })).toHaveCount(0)
    await fresh.getByLabel('ファイルから読み込む').setInputFiles(file)
    await expect(fresh.getByRole('heading', { name: '移す歌' })).toBeVisible()
    await expect(section(fresh, /お気に入り/).getByText('夜に駆ける')).toBeVisible()
  } finally {
    await other.close()
  }
})

test('in Chinese, the star and the page speak Chinese', async ({ page }) => {
  await open(page, '/zh/songlist?view=songs')
  const zhStar = results(page).getByRole('button', { name: /收藏：.*夜に駆ける/ })
  await zhStar.click()
  await expect(zhStar).toHaveAttribute('aria-pressed', 'true')
  await openMyList(page, '/zh/mylist')
  await expect(page.getByRole('main').getByText('夜に駆ける')).toBeVisible()
})

test.describe('storage that survives', () => {
  // The site's CSP (rightly) refuses the injected axe script; the test lifts it for axe only.
  test.use({ bypassCSP: true })

  test('the first favourite asks the browser to keep the storage, and マイリスト says it may not', async ({
    page,
  }) => {
    // A browser that refuses, as Chromium does for a site not installed or bookmarked.
    await page.addInitScript(() => {
      const asked = { persist: 0 }
      Object.assign(window, { __asked: asked })
      const storage = {
        persisted: async () => false,
        persist: async () => (asked.persist++, false),
      }
      Object.defineProperty(Navigator.prototype, 'storage', { get: () => storage })
    })
    await open(page, '/songlist?view=songs')
    await star(page, '夜に駆ける').click()
    const asked = () =>
      page.evaluate(() => (window as unknown as { __asked: { persist: number } }).__asked.persist)
    await expect.poll(asked).toBe(1)

    await openMyList(page)
    const notice = page.getByRole('complementary', { name: 'マイリストが消えることがあります' })
    await expect(notice).toContainText('7日間開かなかったサイトのデータが消えます')
    await notice.getByRole('link', { name: '別の端末へ移す' }).click()
    await expect(page).toHaveURL(/#mylist-move$/)
    await switchTheme(page, 'light')
    expect(await axeViolations(page), 'light').toEqual([])
    await switchTheme(page, 'dark')
    expect(await axeViolations(page, undefined, colourRules), 'dark').toEqual([])
  })
})
