// A request stream's viewer copies a request in the singer's format (issue 55): the test archive
// sets `#リクエスト {title} / {artist}` for Japanese pages and `點歌 {alias}` for Chinese ones
// (tests/fixtures/other-singer/site.ts), and 千本桜 has the Chinese alias 千本櫻.
import type { Page } from '@playwright/test'

import { expect, test } from '#tests/e2e/fixtures.ts'
import { open, results } from '#tests/e2e/songlist-page.ts'
import { hydrated } from '#tests/support/hydrated.ts'

const languages = [
  {
    prefix: '',
    button: 'リクエストをコピー',
    copied: '#リクエスト 千本桜 / 黒うさP feat. 初音ミク',
    link: /^リクエストできる\d+曲$/,
    menu: '「千本桜」のほかの操作',
    item: 'リクエストをコピー',
    refused: /コピーできませんでした/,
  },
  {
    prefix: '/zh',
    button: '複製點歌',
    copied: '點歌 千本櫻',
    link: /^可點的 \d+ 首歌$/,
    menu: '〈千本桜〉的其他操作',
    item: '複製點歌',
    refused: /無法複製/,
  },
]

const devices = [
  { name: 'a desktop', use: { viewport: { width: 1366, height: 900 } } },
  {
    name: 'a phone',
    use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  },
]

/** 千本桜's card in the song view. */
const card = (page: Page) => results(page).getByRole('article', { name: '千本桜' })
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText())
// The browser's clipboard outlives a test's context: each copy test starts it empty.
const emptyClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.writeText(''))

for (const device of devices) {
  for (const language of languages) {
    const { prefix } = language
    test.describe(`request copy on ${device.name}, ${prefix || '/'}`, () => {
      test.use(device.use)

      test('the repertoire link opens every song by title, each with its request one tap away', async ({
        page,
        context,
      }) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write'])
        await page.goto(`${prefix}/`)
        await emptyClipboard(page)
        const link = page.getByRole('link', { name: language.link })
        await link.click()
        await expect(page).toHaveURL(new RegExp(`${prefix}/songlist\\?view=songs&sort=title$`))
        await expect(results(page).getByRole('status')).toBeVisible()
        const button = card(page).getByRole('button', { name: language.button })
        await button.scrollIntoViewIfNeeded()
        const box = await button.boundingBox()
        expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(44)
        if (device.use.hasTouch) await button.tap()
        else await button.click()
        await expect.poll(() => clipboard(page)).toBe(language.copied)
        await expect(page.getByRole('status').filter({ hasText: language.copied })).toBeAttached()
      })

      test('a refused clipboard shows the request selected, to copy by hand', async ({ page }) => {
        // An in-app browser that refuses the clipboard.
        await page.addInitScript(() => {
          Object.defineProperty(navigator, 'clipboard', {
            value: {
              writeText: () => Promise.reject(new DOMException('refused', 'NotAllowedError')),
            },
          })
        })
        await open(page, `${prefix}/songlist?view=songs&sort=title`)
        await card(page).getByRole('button', { name: language.button }).click()
        const dialog = page.getByRole('dialog', { name: language.refused })
        const field = dialog.getByRole('textbox')
        await expect(field).toHaveValue(language.copied)
        await expect(field).toBeFocused()
        expect(
          await field.evaluate((input: HTMLInputElement) => [
            input.selectionStart,
            input.selectionEnd,
          ]),
        ).toEqual([0, language.copied.length])
        await page.keyboard.press('Escape')
        await expect(dialog).toBeHidden()
      })
    })
  }
}

test.describe('request copy elsewhere', () => {
  test.beforeEach(({ context }) => context.grantPermissions(['clipboard-read', 'clipboard-write']))

  test("a song's page copies its request", async ({ page }) => {
    await page.goto('/zh/songs/千本桜')
    await hydrated(page)
    await emptyClipboard(page)
    await page.getByRole('button', { name: languages[1]!.button }).click()
    await expect.poll(() => clipboard(page)).toBe(languages[1]!.copied)
  })

  test("a stream's row copies its song's request from the row's menu", async ({ page }) => {
    await open(page, '/songlist?q=千本桜')
    await emptyClipboard(page)
    await results(page).getByRole('button', { name: languages[0]!.menu }).first().click()
    await page.getByRole('menuitem', { name: languages[0]!.item }).click()
    await expect.poll(() => clipboard(page)).toBe(languages[0]!.copied)
  })
})
