// Editing the player's queue (issue 35): a press of play that replaces a queue, "clear" and
// closing the player each offer the old queue back; entries move up and down; Back after closing
// reopens the queue, which is in the link's history.
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { open, openRowMenu, results } from '../songlist-page'
import { installFakeYouTube } from '../support/fake-youtube'

const player = (page: Page) => page.getByRole('complementary', { name: 'プレーヤー' })
const position = (page: Page) => player(page).locator('.player__position')
const queueTitles = (page: Page) => player(page).locator('.player__entry-title').allTextContents()

/** Plays the first stream's whole setlist; returns its length. */
async function playSetlist(page: Page): Promise<number> {
  await open(page, '/songlist')
  const button = results(page)
    .getByRole('button', { name: /^セットリスト\d+曲を続けて再生$/ })
    .first()
  const count = Number(/(\d+)曲/.exec((await button.textContent()) ?? '')?.[1])
  await button.click()
  await expect(position(page)).toHaveText(`1 / ${String(count)}曲目`)
  return count
}

test.beforeEach(async ({ page }) => {
  await installFakeYouTube(page, { rate: 1 })
})

test('a press of play that replaces a queue offers it back', async ({ page }) => {
  const count = await playSetlist(page)
  await results(page).locator('.song-play:not(.song-play--list)').nth(3).click()
  await expect(position(page)).toHaveText('1 / 1曲目')
  const offer = player(page).getByRole('status')
  await expect(offer).toContainText(`${String(count)}曲のキューを置き換えました。`)
  await offer.getByRole('button', { name: '元に戻す' }).click()
  await expect(position(page)).toHaveText(`1 / ${String(count)}曲目`)
  await expect(player(page).getByText('置き換えました')).toHaveCount(0)
})

test('entries move up and down, and "clear" keeps what plays with an undo', async ({ page }) => {
  const count = await playSetlist(page)
  await player(page).getByRole('button', { name: '再生キュー' }).click()
  const before = await queueTitles(page)
  const second = before[1] ?? ''
  await player(page)
    .getByRole('button', { name: `「${second}」を上へ` })
    .click()
  // The current performance moved down with the second's move up, and stays current.
  expect(await queueTitles(page)).toEqual([second, before[0], ...before.slice(2)])
  await expect(position(page)).toHaveText(`2 / ${String(count)}曲目`)
  await player(page)
    .getByRole('button', { name: `「${second}」を下へ` })
    .click()
  expect(await queueTitles(page)).toEqual(before)

  await player(page).getByRole('button', { name: 'キューを空にする' }).click()
  await expect(position(page)).toHaveText('1 / 1曲目')
  expect(await queueTitles(page)).toEqual([before[0]])
  await player(page).getByRole('button', { name: '元に戻す' }).click()
  expect(await queueTitles(page)).toEqual(before)
})

test('closing offers the queue back, and Back after closing reopens it', async ({ page }) => {
  const count = await playSetlist(page)
  await player(page).getByRole('button', { name: 'プレーヤーを閉じる' }).click()
  await expect(page).not.toHaveURL(/play=/)
  const closed = page.getByRole('complementary', { name: 'プレーヤー' })
  await expect(closed.getByRole('status')).toHaveText(/プレーヤーを閉じました。/)
  await closed.getByRole('button', { name: '元に戻す' }).click()
  await expect(page).toHaveURL(/play=/)
  await expect(position(page)).toHaveText(`1 / ${String(count)}曲目`)

  await player(page).getByRole('button', { name: 'プレーヤーを閉じる' }).click()
  await expect(page).not.toHaveURL(/play=/)
  await page.goBack()
  await expect(position(page)).toHaveText(`1 / ${String(count)}曲目`)
})

test("a row's menu puts its song next or at the end of the queue, by pointer or keyboard", async ({
  page,
}) => {
  const count = await playSetlist(page)
  // Keyboard: the menu button opens on Enter with focus on its first item; arrows move; Escape
  // closes and gives focus back.
  const opener = results(page).getByRole('button', { name: '「夜に駆ける」のほかの操作' }).first()
  await opener.focus()
  await page.keyboard.press('Enter')
  const menu = page.getByRole('menu', { name: '「夜に駆ける」の操作' })
  await expect(menu.getByRole('menuitem', { name: '次に再生' })).toBeFocused()
  await expect(opener).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('ArrowDown')
  await expect(menu.getByRole('menuitem', { name: 'キューに追加' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(menu).toHaveCount(0)
  await expect(opener).toBeFocused()
  await expect(opener).toHaveAttribute('aria-expanded', 'false')

  await page.keyboard.press('Enter')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(position(page)).toHaveText(`1 / ${String(count + 1)}曲目`)
  await player(page).getByRole('button', { name: '再生キュー' }).click()
  expect((await queueTitles(page)).at(-1)).toBe('夜に駆ける')

  const { menu: lemon } = await openRowMenu(page, 'Lemon')
  // A scroll that comes after the press (the end of a fling) moves the menu with its button
  // rather than closing it.
  await page.evaluate(() => window.dispatchEvent(new Event('scroll')))
  await expect(lemon).toBeVisible()
  await lemon.getByRole('menuitem', { name: '次に再生' }).click()
  await expect(position(page)).toHaveText(`1 / ${String(count + 2)}曲目`)
  expect((await queueTitles(page))[1]).toBe('Lemon')
})
