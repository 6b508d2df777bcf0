// Editing the player's queue (issue 35): a press of play that replaces a queue, "clear" and
// closing the player each offer the old queue back; entries move up and down; Back after closing
// reopens the queue, which is in the link's history.
import type { Page } from '@playwright/test'

import { expect, test } from '#tests/e2e/fixtures.ts'
import { open, openRowMenu, results, showWholeList, streamCards } from '#tests/e2e/songlist-page.ts'
import { installFakeYouTube } from '#tests/e2e/support/fake-youtube.ts'

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

  // Lemon was sung on the oldest stream, past the first render.
  await showWholeList(page)
  const { menu: lemon } = await openRowMenu(page, 'Lemon')
  // A scroll that comes after the press (the end of a fling) moves the menu with its button
  // rather than closing it.
  await page.evaluate(() => window.dispatchEvent(new Event('scroll')))
  await expect(lemon).toBeVisible()
  await lemon.getByRole('menuitem', { name: '次に再生' }).click()
  await expect(position(page)).toHaveText(`1 / ${String(count + 2)}曲目`)
  expect((await queueTitles(page))[1]).toBe('Lemon')
})

test("a stream card's menu puts its whole setlist next or at the end of the queue", async ({
  page,
}) => {
  const count = await playSetlist(page)
  const second = streamCards(page).nth(1)
  const setlist = await second.locator('.song-name').allTextContents()
  await second.getByRole('button', { name: /のセットリストの操作$/ }).click()
  await page.getByRole('menuitem', { name: 'キューに追加' }).click()
  await expect(position(page)).toHaveText(`1 / ${String(count + setlist.length)}曲目`)
  await player(page).getByRole('button', { name: '再生キュー' }).click()
  expect((await queueTitles(page)).slice(count)).toEqual(setlist)
})

// On a 360 × 740 phone, in Chinese: the desktop tests above are in Japanese.
test.describe('in Chinese on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true })

  test('a card menu plays next, an entry moves up, and a replaced or closed queue comes back', async ({
    page,
  }) => {
    await open(page, '/zh/songlist')
    const zhPlayer = page.getByRole('complementary', { name: '播放器' })
    const zhPosition = zhPlayer.locator('.player__position')
    const first = results(page)
      .getByRole('button', { name: /^連續播放歌單 \d+ 首$/ })
      .first()
    const count = Number(/(\d+) 首/.exec((await first.textContent()) ?? '')?.[1])
    await first.click()
    await expect(zhPosition).toHaveText(`第 1 / ${String(count)} 首`)

    const second = streamCards(page).nth(1)
    const setlist = await second.locator('.song-name').allTextContents()
    await second.getByRole('button', { name: /歌單的操作$/ }).click()
    await page.getByRole('menuitem', { name: '下一首播放' }).click()
    await expect(zhPosition).toHaveText(`第 1 / ${String(count + setlist.length)} 首`)
    await zhPlayer.getByRole('button', { name: '播放佇列' }).click()
    const titles = () => zhPlayer.locator('.player__entry-title').allTextContents()
    expect((await titles()).slice(1, 1 + setlist.length)).toEqual(setlist)

    const before = await titles()
    await zhPlayer.getByRole('button', { name: `將「${before[1] ?? ''}」上移` }).click()
    expect((await titles()).slice(0, 2)).toEqual([before[1], before[0]])

    const queued = (await titles()).length
    await results(page).locator('.song-play:not(.song-play--list)').nth(3).click()
    await expect(zhPosition).toHaveText('第 1 / 1 首')
    await expect(zhPlayer.locator('.player__notice')).toContainText(
      `已取代 ${String(queued)} 首歌的佇列。`,
    )
    await zhPlayer.getByRole('button', { name: '復原' }).click()
    await expect(zhPosition).toHaveText(`第 2 / ${String(queued)} 首`)

    await zhPlayer.getByRole('button', { name: '關閉播放器' }).click()
    await expect(
      page.getByRole('complementary', { name: '播放器' }).getByRole('status'),
    ).toHaveText(/已關閉播放器。/)
    await page.goBack()
    await expect(zhPosition).toHaveText(`第 2 / ${String(queued)} 首`)
  })
})
