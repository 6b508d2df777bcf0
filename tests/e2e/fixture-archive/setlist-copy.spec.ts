// A stream page copies its setlist (issue 72) as the timestamp comment fans post under the video
// and as a video's YouTube chapters; so does a stream card's menu in the song list. The test archive's stream of 2023-10-14 spans two videos
// (tests/fixtures/other-singer/streams/2023-10-14.json), and its site's greeting is 🌙セトリ in
// Japanese and 🌙歌單 in Chinese (tests/fixtures/other-singer/site.ts).
import type { Page } from '@playwright/test'

import { axeViolations, switchTheme } from '#tests/e2e/axe.ts'
import { expect, test } from '#tests/e2e/fixtures.ts'
import { open, results } from '#tests/e2e/songlist-page.ts'
import { hydrated } from '#tests/support/hydrated.ts'

const setlist = (greeting: string) =>
  [
    greeting,
    '',
    'https://www.youtube.com/watch?v=luna231014a',
    '5:20 シャルル / 作詞・作曲: バルーン',
    '11:47 花に亡霊 / ヨルシカ',
    '18:09 Pretender / Official髭男dism',
    '24:36 丸の内サディスティック / 椎名林檎',
    '31:02 千本桜 / 黒うさP feat. 初音ミク',
    '37:29 春泥棒 / ヨルシカ',
    '43:55 残酷な天使のテーゼ / 高橋洋子',
    '50:18 アイネクライネ / 米津玄師',
    '56:44 猫 / DISH//',
    '1:03:10 可愛くてごめん / HoneyWorks feat. かぴ',
    '',
    'https://www.youtube.com/watch?v=luna231014b',
    '2:05 夜に駆ける / YOASOBI',
    '8:33 夜明けと蛍 / n-buna feat. 初音ミク',
  ].join('\n')

const secondVideoChapters = (opening: string) =>
  [`0:00 ${opening}`, '2:05 夜に駆ける / YOASOBI', '8:33 夜明けと蛍 / n-buna feat. 初音ミク'].join(
    '\n',
  )

const languages = [
  {
    prefix: '',
    open: 'セットリストをコピー',
    comment: setlist('🌙セトリ'),
    copyComment: 'コメントをコピー',
    commentCopied: 'コメントをコピーしました',
    chaptersForm: 'YouTube のチャプター',
    video: '動画',
    secondVideo: '動画2',
    chapters: secondVideoChapters('オープニング'),
    copyChapters: 'チャプターをコピー',
    chaptersCopied: 'チャプターをコピーしました',
    close: '閉じる',
  },
  {
    prefix: '/zh',
    open: '複製歌單',
    comment: setlist('🌙歌單'),
    copyComment: '複製留言',
    commentCopied: '已複製留言',
    chaptersForm: 'YouTube 章節',
    video: '影片',
    secondVideo: '影片 2',
    chapters: secondVideoChapters('開場'),
    copyChapters: '複製章節',
    chaptersCopied: '已複製章節',
    close: '關閉',
  },
]

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText())
// The browser's clipboard outlives a test's context: each copy test starts it empty.
const emptyClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.writeText(''))

async function openStream(page: Page, prefix: string) {
  await page.goto(`${prefix}/streams/2023-10-14`)
  await hydrated(page)
}

for (const language of languages) {
  const { prefix } = language
  test.describe(`the setlist copy on ${prefix || '/'}streams/2023-10-14`, () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

    test('copies the comment and a video’s chapters, each shown first, with thumb-sized controls', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      await openStream(page, prefix)
      await emptyClipboard(page)
      const opener = page.getByRole('button', { name: language.open })
      const dialog = page.getByRole('dialog', { name: language.open })
      await opener.tap()
      await expect(dialog).toBeVisible()
      const text = dialog.getByRole('textbox')
      await expect(text).toHaveValue(language.comment)
      const copyComment = dialog.getByRole('button', { name: language.copyComment })
      await copyComment.tap()
      await expect.poll(() => clipboard(page)).toBe(language.comment)
      await expect(dialog.getByRole('status')).toHaveText(language.commentCopied)

      await dialog.getByRole('radio', { name: language.chaptersForm }).check()
      await dialog
        .getByRole('combobox', { name: language.video })
        .selectOption(language.secondVideo)
      await expect(text).toHaveValue(language.chapters)
      await dialog.getByRole('button', { name: language.copyChapters }).tap()
      await expect.poll(() => clipboard(page)).toBe(language.chapters)
      await expect(dialog.getByRole('status')).toHaveText(language.chaptersCopied)

      const targets = [
        opener,
        dialog.getByRole('button', { name: language.copyChapters }),
        dialog.getByRole('button', { name: language.close }),
        dialog.getByRole('combobox', { name: language.video }),
        ...(await dialog.locator('fieldset label').all()),
      ]
      for (const target of targets) {
        const box = await target.boundingBox()
        expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(44)
      }

      await dialog.getByRole('button', { name: language.close }).tap()
      await expect(dialog).toBeHidden()
      await expect(opener).toBeFocused()
    })
  })
}

test('a stream card’s menu in the song list copies its setlist too', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await open(page, '/songlist?view=streams')
  await emptyClipboard(page)
  const menu = results(page).getByRole('button', {
    name: '「【リクエスト歌枠】秋の夜長に何でも歌う」のセットリストの操作',
  })
  await menu.click()
  await page.getByRole('menuitem', { name: 'セットリストをコピー' }).click()
  const dialog = page.getByRole('dialog', { name: 'セットリストをコピー' })
  await dialog.getByRole('button', { name: 'コメントをコピー' }).click()
  await expect.poll(() => clipboard(page)).toBe(setlist('🌙セトリ'))
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(menu).toBeFocused()
})

test('a refused clipboard leaves the comment selected, to copy by hand', async ({ page }) => {
  // An in-app browser that refuses the clipboard.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new DOMException('refused', 'NotAllowedError')) },
    })
  })
  await openStream(page, '')
  await page.getByRole('button', { name: 'セットリストをコピー' }).click()
  const dialog = page.getByRole('dialog', { name: 'セットリストをコピー' })
  await dialog.getByRole('button', { name: 'コメントをコピー' }).click()
  await expect(dialog.getByRole('status')).toHaveText(/コピーできませんでした/)
  const text = dialog.getByRole('textbox')
  await expect(text).toBeFocused()
  expect(
    await text.evaluate((field: HTMLTextAreaElement) => [field.selectionStart, field.selectionEnd]),
  ).toEqual([0, setlist('🌙セトリ').length])
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test.describe('axe', () => {
  test.use({ bypassCSP: true })
  for (const { prefix, open } of languages) {
    test(`passes with the setlist copy open on ${prefix || '/'}streams/2023-10-14, in both themes`, async ({
      page,
    }) => {
      await switchTheme(page, 'light')
      await openStream(page, prefix)
      await page.getByRole('button', { name: open }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
      for (const colorScheme of ['light', 'dark'] as const) {
        await switchTheme(page, colorScheme)
        expect(await axeViolations(page, '.setlist-copy'), colorScheme).toEqual([])
      }
    })
  }
})
