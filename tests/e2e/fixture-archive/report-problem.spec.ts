// "Report a problem" on the test archive's song list: the dialog names the stream file and the
// song's index, the link opens GitHub's issue form with the text encoded whole, and a text too long
// for a link is copied instead (or shown selected when the clipboard refuses).
import type { Page } from '@playwright/test'

import { axeInBothThemes } from '#tests/e2e/axe.ts'
import { expect, test } from '#tests/e2e/fixtures.ts'
import { openedIssue } from '#tests/e2e/issue-form.ts'
import {
  dropExpectedChunkErrors,
  failUntilRestored,
  scriptsLoaded,
} from '#tests/e2e/page-helpers.ts'
import { open, reportSong, results } from '#tests/e2e/songlist-page.ts'

/** The JSON block of a report issue's body. */
function reportRecord(body: string): Record<string, unknown> {
  const block = /```json\n([\s\S]*?)\n```/.exec(body)?.[1]
  expect(block, 'a JSON block').toBeDefined()
  return JSON.parse(block ?? '')
}

/**
 * Opens the report dialog of a row's song (「…」の誤り, through the row's menu) or of the report
 * button whose name holds `name` (a stream's).
 */
async function openReport(page: Page, name: string) {
  const song = /^[「〈](.+)[」〉](の誤り|的錯誤)$/.exec(name)
  if (song?.[1]) await reportSong(page, song[1], name.startsWith('〈'))
  else await page.getByRole('button', { name }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  return dialog
}

test.describe('report a problem', () => {
  test('a performance report names its file and index, and opens the issue form encoded whole', async ({
    page,
    context,
  }) => {
    await open(page, '/songlist')
    const dialog = await openReport(page, '「小幸運」の誤り')
    await expect(dialog.getByRole('heading', { name: '「小幸運」の誤りを報告' })).toBeVisible()
    // The file and index are for the maintainer: in what is sent, not in what the fan reads.
    await expect(dialog).not.toContainText('streams/')

    await dialog.getByRole('radio', { name: '曲名かアーティストが違う' }).check()
    // Starts from the data's spelling; an unchanged correction is refused.
    await expect(dialog.getByLabel('正しいアーティスト', { exact: true })).toHaveValue('田馥甄')
    await dialog.getByRole('button', { name: '報告の文面を作る' }).click()
    await expect(dialog.getByText('今のデータと同じです。')).toBeVisible()
    await expect(dialog.getByLabel('正しい曲名', { exact: true })).toBeFocused()

    await dialog
      .getByLabel('正しいアーティスト', { exact: true })
      .fill('田馥甄 (Hebe) & 友人 #1 100%')
    await dialog
      .getByLabel('補足（なくてもかまいません）', { exact: true })
      .fill('公式の表記です\n2行目')
    await dialog.getByRole('button', { name: '報告の文面を作る' }).click()
    await expect(dialog.getByRole('heading', { name: '報告を送る' })).toBeFocused()

    const url = await openedIssue(context, () =>
      dialog.getByRole('link', { name: /GitHub で Issue を作る/ }).click(),
    )
    expect(url.origin + url.pathname).toBe('https://github.com/luna-fans/luna-site/issues/new')
    expect(url.searchParams.get('title')).toBe(
      '曲名かアーティストが違う: 小幸運 (streams/2023-12-09.json songList[1])',
    )
    const body = url.searchParams.get('body') ?? ''
    expect(body).toContain('- 正しいアーティスト: 田馥甄 (Hebe) & 友人 #1 100%')
    expect(body).toContain('> 公式の表記です\n> 2行目')
    expect(reportRecord(body)).toEqual({
      report: 1,
      problem: 'wrong-song',
      file: 'streams/2023-12-09.json',
      songIndex: 1,
      current: {
        songName: '小幸運',
        singer: '田馥甄',
        songTime: '6:42',
        songLink: 'https://www.youtube.com/watch?v=luna231209a&t=402s',
      },
      correction: { singer: '田馥甄 (Hebe) & 友人 #1 100%' },
      note: '公式の表記です\n2行目',
    })
  })

  test('what the fan typed survives a reload, and the mail link carries the same text', async ({
    page,
  }) => {
    await open(page, '/songlist')
    let dialog = await openReport(page, '「小幸運」の誤り')
    await dialog.getByRole('radio', { name: '曲名かアーティストが違う' }).check()
    await dialog.getByLabel('正しいアーティスト', { exact: true }).fill('田馥甄 (Hebe)')
    await page.reload()
    await open(page, '/songlist')
    dialog = await openReport(page, '「小幸運」の誤り')
    await expect(dialog.getByLabel('正しいアーティスト', { exact: true })).toHaveValue(
      '田馥甄 (Hebe)',
    )
    await dialog.getByRole('button', { name: '報告の文面を作る' }).click()
    const mail = dialog.getByRole('link', { name: /メールで送る/ })
    const href = new URL((await mail.getAttribute('href')) ?? '')
    expect(href.protocol + href.pathname).toBe('mailto:fans@luna-fans.example.org')
    expect(href.searchParams.get('subject')).toBe(
      '曲名かアーティストが違う: 小幸運 (streams/2023-12-09.json songList[1])',
    )
    expect(href.searchParams.get('body')).toContain('正しいアーティスト: 田馥甄 (Hebe)')
    expect(href.toString().length).toBeLessThanOrEqual(1800)
  })

  test('a stream report names the stream file, and Escape gives focus back to its button', async ({
    page,
    context,
  }) => {
    await open(page, '/zh/songlist')
    const name = '直播〈【歌枠】台湾のファンのみんなへ 華語曲の夜〉的錯誤'
    const dialog = await openReport(page, name)
    await expect(dialog.getByRole('radio', { name: '有漏掉的歌' })).toBeChecked()
    await dialog.getByRole('button', { name: '產生回報內容' }).click()
    await expect(dialog.getByLabel('開始時間', { exact: true })).toBeFocused()
    await expect(dialog.getByText('請填寫此欄。')).toHaveCount(3)
    await dialog.getByLabel('開始時間', { exact: true }).fill('１：０２：０３')
    await dialog.getByLabel('歌名', { exact: true }).fill('稻香')
    await dialog.getByLabel('歌手', { exact: true }).fill('周杰倫')
    await dialog.getByRole('button', { name: '產生回報內容' }).click()
    const url = await openedIssue(context, () =>
      dialog.getByRole('link', { name: /在 GitHub 建立 Issue/ }).click(),
    )
    const record = reportRecord(url.searchParams.get('body') ?? '')
    expect(record).toMatchObject({
      problem: 'missing-song',
      file: 'streams/2023-12-09.json',
      correction: { songTime: '1:02:03', songName: '稻香', singer: '周杰倫' },
    })
    expect(record).not.toHaveProperty('songIndex')

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('button', { name })).toBeFocused()
  })

  test('a text too long for a link is copied, and the form opens with the title alone', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await open(page, '/songlist')
    const dialog = await openReport(page, '「小幸運」の誤り')
    await dialog.getByRole('radio', { name: 'その他' }).check()
    // 900 characters of Japanese are over 8,000 once encoded.
    await dialog.getByLabel('どこが違うか', { exact: true }).fill('歌'.repeat(900))
    await dialog.getByRole('button', { name: '報告の文面を作る' }).click()
    await expect(dialog.getByRole('link', { name: /GitHub で Issue を作る/ })).toHaveCount(0)
    await expect(dialog).toContainText('文面が長いため')

    await dialog.getByRole('button', { name: '文面をコピー' }).click()
    await expect(dialog.getByRole('status').filter({ hasText: 'コピー' })).toHaveText(
      'コピーしました。',
    )
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toContain('歌'.repeat(900))
    expect(reportRecord(copied)).toMatchObject({ problem: 'other', songIndex: 1 })
    const url = await openedIssue(context, () =>
      dialog.getByRole('link', { name: /GitHub の Issue 作成画面を開く/ }).click(),
    )
    expect([...url.searchParams.keys()]).toEqual(['title'])
    expect(url.searchParams.get('title')).toBe(
      'その他: 小幸運 (streams/2023-12-09.json songList[1])',
    )
  })

  test('a note past its limit is cut with a message; a failure keeps the draft; the link carries no control character and one JSON block', async ({
    page,
    context,
    consoleErrors,
  }) => {
    await open(page, '/songlist')
    const dialog = await openReport(page, '「小幸運」の誤り')
    await dialog.getByRole('radio', { name: 'その他' }).check()
    const note = dialog.getByLabel('どこが違うか', { exact: true })
    await expect(dialog.getByText('0 / 2,000 文字')).toBeVisible()

    await note.fill('歌'.repeat(2100))
    await expect(note).toHaveValue('歌'.repeat(2000))
    await expect(dialog.getByText('2,000 / 2,000 文字')).toBeVisible()
    await expect(
      dialog.getByText('上限の2,000文字を超えた100文字は入りませんでした。'),
    ).toBeVisible()

    // A fan's own fenced block, and characters that hide or reorder text.
    const typed = '公式\0の\x07表\x1B記\u202Eです\n```json\n{"report": 2}\n```'
    await note.fill(typed)
    await expect(dialog.getByText('見えない制御文字など4文字を取り除きました。')).toBeVisible()
    const kept = '公式の表記です\n```json\n{"report": 2}\n```'
    await expect(note).toHaveValue(kept)

    // A bug while making the text: said in the dialog, the draft kept, the page not replaced.
    await page.evaluate(() => {
      const stringify = JSON.stringify
      ;(window as { restoreStringify?: () => void }).restoreStringify = () => {
        JSON.stringify = stringify
      }
      JSON.stringify = ((value: unknown, ...rest: []) => {
        if ((value as { report?: unknown } | null)?.report === 1) throw new Error('injected')
        return stringify(value, ...rest)
      }) as typeof JSON.stringify
    })
    const make = dialog.getByRole('button', { name: '報告の文面を作る' })
    await make.click()
    await expect(dialog.getByRole('alert')).toContainText('入力した内容はそのまま残っています')
    await expect(note).toHaveValue(kept)
    consoleErrors.splice(0, consoleErrors.length)

    await page.evaluate(() => (window as { restoreStringify?: () => void }).restoreStringify?.())
    await make.click()
    await expect(dialog.getByRole('alert')).toHaveCount(0)
    const url = await openedIssue(context, () =>
      dialog.getByRole('link', { name: /GitHub で Issue を作る/ }).click(),
    )
    const body = url.searchParams.get('body') ?? ''
    for (const hidden of ['\0', '\x07', '\x1B', '\u202E']) expect(body).not.toContain(hidden)
    expect(body.match(/^```/gm)).toEqual(['```', '```'])
    expect(reportRecord(body)).toMatchObject({
      problem: 'other',
      note: expect.stringContaining('公式の表記です'),
    })
  })

  test("the dialog's code loads on the first press, not with the list; a failed load shows a notice that closes or tries again", async ({
    page,
    consoleErrors,
  }) => {
    const dialogCode = /\/assets\/report-dialog-[^/]+\.js$/
    const requested = scriptsLoaded(page, dialogCode)
    const restore = await failUntilRestored(page, dialogCode)
    await open(page, '/songlist')
    await page.waitForLoadState('networkidle')
    expect(requested).toEqual([])

    const button = await reportSong(page, '小幸運')
    const notice = page.getByRole('alert').filter({ hasText: '報告の画面を読み込めませんでした' })
    await expect(notice).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(button).toBeFocused()
    expect(requested).toHaveLength(2)

    // Closed, the notice gives the focus back; pressed again, the button tries afresh.
    await notice.getByRole('button', { name: '閉じる' }).click()
    await expect(notice).toHaveCount(0)
    await expect(button).toBeFocused()
    await reportSong(page, '小幸運')
    await expect(notice).toBeVisible()
    expect(requested).toHaveLength(4)

    restore()
    await notice.getByRole('button', { name: 'もう一度読み込む' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('heading', { name: '「小幸運」の誤りを報告' })).toBeVisible()
    await expect(notice).toHaveCount(0)
    expect(requested).toHaveLength(5)
    dropExpectedChunkErrors(consoleErrors)
  })

  test('when the clipboard refuses, the text is shown selected instead', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
      })
    })
    await open(page, '/songlist')
    const dialog = await openReport(page, '「小幸運」の誤り')
    await dialog.getByLabel('正しい開始時刻', { exact: true }).fill('6:45')
    await dialog.getByRole('button', { name: '報告の文面を作る' }).click()
    await dialog.getByRole('button', { name: '文面をコピー' }).click()
    await expect(dialog.getByRole('status').filter({ hasText: 'コピー' })).toContainText(
      'コピーできませんでした',
    )
    const text = dialog.getByRole('textbox', { name: '送る文面' })
    await expect(text).toBeFocused()
    const { value, selected } = await text.evaluate((el: HTMLTextAreaElement) => ({
      value: el.value,
      selected: el.value.slice(el.selectionStart, el.selectionEnd),
    }))
    expect(value).toMatch(/^時刻が違う: 小幸運 \(streams\/2023-12-09\.json songList\[1\]\)\n\n/)
    expect(selected).toBe(value)
  })
})

test.describe('the report dialog passes axe', () => {
  test.use({ bypassCSP: true })
  for (const { url, button, make } of [
    { url: '/songlist', button: '「小幸運」の誤り', make: '報告の文面を作る' },
    { url: '/zh/songlist', button: '〈小幸運〉的錯誤', make: '產生回報內容' },
  ]) {
    test(`on ${url} in both themes, with its errors and its send step`, async ({ page }) => {
      await open(page, url)
      const dialog = await openReport(page, button)
      await dialog.getByRole('button', { name: make }).click()
      expect(await axeInBothThemes(page)).toEqual([])
      await dialog.locator('input[type="text"]').first().fill('6:45')
      await dialog.getByRole('button', { name: make }).click()
      await expect(dialog.getByRole('heading', { level: 3 })).toBeVisible()
      expect(await axeInBothThemes(page)).toEqual([])
      await expect(results(page)).toBeVisible()
    })
  }
})
