// The setlist form on the test archive: it reads a comment as setlist:add does, and the issue it
// opens, given to setlist:add, writes the same stream file as the comment given directly.
import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'

import { axeInBothThemes } from '#tests/e2e/axe.ts'
import { expect, test } from '#tests/e2e/fixtures.ts'
import { interfaceText, kana } from '#tests/e2e/interface-text.ts'
import { openedIssue } from '#tests/e2e/issue-form.ts'
import {
  dropExpectedChunkErrors,
  failUntilRestored,
  scriptsLoaded,
} from '#tests/e2e/page-helpers.ts'
import { fixtureArchive } from '#tests/support/fixture-archive.ts'
import { hydrated } from '#tests/support/hydrated.ts'

const root = join(import.meta.dirname, '..', '..', '..')

// A fan's comment: a heading, numbering, a note, a range, an artist spelt unlike the archive, a
// second video and a closing line.
const comment = [
  '月島ルナ 冬の歌枠 セトリ',
  '01. 0:03:12 夜に駆ける / YOASOBI',
  '02. 0:09:45 シャルル / バルーン',
  '03. 0:16:03 Lemon（アカペラ） / 米津玄師',
  '04. 0:23:58 ~ 0:27:30 アイドル / YOASOBI',
  '【2枠目】',
  'https://youtu.be/luna240120b',
  '0:01:30 怪獣の花唄 / Vaundy',
  'お疲れさまでした',
].join('\n')
const stream = {
  day: '2024-01-20',
  date: '2024/1/20',
  name: '【歌枠】冬の歌枠 #1 & 100%',
  url: 'https://www.youtube.com/live/luna240120a?si=share',
}

const labels = {
  ja: {
    date: '配信日',
    name: '配信タイトル',
    url: '配信の URL',
    comment: 'タイムスタンプのコメント',
  },
  zh: { date: '直播日期', name: '直播標題', url: '直播網址', comment: '時間軸留言' },
}

async function fillForm(page: Page, lang: 'ja' | 'zh', text = comment) {
  const label = labels[lang]
  await page.getByLabel(label.date).fill(stream.day)
  await page.getByLabel(label.name).fill(stream.name)
  await page.getByLabel(label.url).fill(stream.url)
  await page.getByLabel(label.comment).fill(text)
}

async function openForm(page: Page, url: string) {
  await page.goto(url)
  await expect(page.locator('h1')).toBeVisible()
  await hydrated(page)
}

/** Runs setlist:add on a fresh copy of the test archive; returns the files it wrote or changed. */
function setlistAdd(args: string[], input: string): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'setlist-form-'))
  try {
    const content = join(dir, 'content')
    cpSync(fixtureArchive, content, { recursive: true })
    const before = new Set(readdirSync(join(content, 'streams')))
    writeFileSync(join(dir, 'input.txt'), input)
    execFileSync(
      join(root, 'node_modules/.bin/tsx'),
      // The services are not reachable from a test: tools/add-lookups.test.ts fakes them.
      [
        ...['tools/setlist-add.ts', ...args, '--file', join(dir, 'input.txt')],
        ...['--content', content, '--no-lookup'],
      ],
      { cwd: root, stdio: 'pipe' },
    )
    const added = readdirSync(join(content, 'streams')).filter((name) => !before.has(name))
    return Object.fromEntries([
      ...added.map((name) => [name, readFileSync(join(content, 'streams', name), 'utf8')]),
      ['songs.json', readFileSync(join(content, 'songs.json'), 'utf8')],
    ])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

test.describe('the setlist form', () => {
  test('a comment sent as an issue gives setlist:add the same stream as the comment itself', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000)
    await openForm(page, '/contribute')
    await fillForm(page, 'ja')
    await page.getByRole('radio', { name: 'リクエスト歌枠' }).check()
    await page.getByRole('button', { name: '内容を確かめる' }).click()

    const result = page.getByRole('region', { name: '5曲を読み取りました' })
    await expect(result.getByRole('heading', { level: 2 })).toBeFocused()
    const rows = result.getByRole('table', { name: '読み取った曲' }).getByRole('row')
    await expect(rows).toHaveText([
      /行開始曲名アーティスト動画/,
      /^23:12夜に駆けるYOASOBI1$/,
      /^39:45シャルルバルーン1$/,
      /^416:03Lemon米津玄師1$/,
      /^523:58–27:30アイドルYOASOBI1$/,
      /^81:30怪獣の花唄Vaundy2$/,
    ])
    await expect(result.getByRole('list').nth(0)).toHaveText(
      '3行目: シャルルのアーティストがバルーンですが、歌リストでは作詞・作曲: バルーンと書かれています。同じアーティストなら、そちらに合わせてください。',
    )
    await expect(result.getByRole('list').nth(1).getByRole('listitem')).toHaveText([
      '1行目（時刻がありません）: 月島ルナ 冬の歌枠 セトリ',
      '6行目（時刻がありません）: 【2枠目】',
      '9行目（時刻がありません）: お疲れさまでした',
    ])
    await expect(result.getByRole('list').nth(2)).toHaveText(
      '4行目: アカペラはメモとして読み、歌リストには載せません。',
    )

    const url = await openedIssue(context, () =>
      result.getByRole('link', { name: /GitHub で Issue を作る/ }).click(),
    )
    expect(url.origin + url.pathname).toBe('https://github.com/luna-fans/luna-site/issues/new')
    expect(url.searchParams.get('title')).toBe(`セトリ: ${stream.date} ${stream.name}`)
    const issue = url.searchParams.get('body') ?? ''

    // What the maintainer runs, against what the comment itself gives.
    const fromIssue = setlistAdd(['--issue'], issue)
    const direct = setlistAdd(
      ['--date', stream.date, '--name', stream.name, '--url', stream.url, '--request'],
      comment,
    )
    expect(Object.keys(fromIssue)).toEqual(['2024-01-20.json', 'songs.json'])
    expect(fromIssue).toEqual(direct)
    expect(JSON.parse(fromIssue['2024-01-20.json'] ?? '')).toMatchObject({
      streamName: stream.name,
      category: 'request',
    })
  })

  test('a comment with problems shows them, and nothing to send', async ({ page }) => {
    await openForm(page, '/contribute')
    await page.getByRole('button', { name: '内容を確かめる' }).click()
    await expect(page.getByLabel('配信日')).toBeFocused()
    await expect(page.getByText('入力してください。')).toHaveCount(4)

    await fillForm(page, 'ja', '0:05:00 夜に駆ける / YOASOBI\n0:04:00 Lemon / 米津玄師')
    await page.getByLabel('配信の URL').fill('https://vimeo.com/123456789')
    await page.getByRole('button', { name: '内容を確かめる' }).click()
    await expect(page.getByLabel('配信の URL')).toBeFocused()
    await expect(page.getByText('YouTube の動画の URL を入れてください。')).toBeVisible()

    await page.getByLabel('配信の URL').fill('https://youtu.be/luna231209a')
    await page.getByRole('button', { name: '内容を確かめる' }).click()
    const result = page.getByRole('region', { name: 'このままでは送れません' })
    await expect(result.getByRole('listitem')).toHaveText([
      '2行目: 0:04:00 が 1行目の 0:05:00 より前です。同じ動画の中では、時刻が進む順に並べてください。',
      '動画 luna231209a は、もう歌リストにあります（配信【歌枠】台湾のファンのみんなへ 華語曲の夜）。以前に送られていませんか？',
    ])
    await expect(result.getByRole('button', { name: '文面をコピー' })).toHaveCount(0)

    // An edit takes the result away, so a stale text is never sent.
    await page.getByLabel('タイムスタンプのコメント').fill('0:05:00 夜に駆ける / YOASOBI')
    await expect(result).toHaveCount(0)
  })

  test('a setlist too long for a link is copied, as a block setlist:add reads', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await openForm(page, '/contribute')
    // 120 songs, a minute apart: far over 8,000 characters once encoded.
    const long = Array.from(
      { length: 120 },
      (_, i) =>
        `${Math.floor(i / 60)}:${String(i % 60).padStart(2, '0')}:00 冬の歌その${i} / 月島ルナ`,
    )
    await fillForm(page, 'ja', long.join('\n'))
    await page.getByRole('button', { name: '内容を確かめる' }).click()
    const result = page.getByRole('region', { name: /曲を読み取りました/ })
    await expect(result.getByRole('link', { name: /GitHub で Issue を作る/ })).toHaveCount(0)
    await result.getByRole('button', { name: '文面をコピー' }).click()
    await expect(result.getByRole('status').filter({ hasText: 'コピー' })).toHaveText(
      'コピーしました。',
    )
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toContain('setlist:add v1\n')
    expect(copied).toContain(long.join('\n'))
  })

  test('a comment past its limit is cut with a message, and 10,000 skipped lines are counted, not listed', async ({
    page,
  }) => {
    await openForm(page, '/contribute')
    const field = page.getByLabel(labels.ja.comment)
    await expect(page.getByText('0 / 20,000 文字')).toBeVisible()
    await fillForm(page, 'ja', '')
    // 10,001 lines without a time, one more than the limit holds, arrive at once as a paste does
    // (fill() types them line by line, which takes the browser minutes).
    await field.evaluate((textarea: HTMLTextAreaElement, text) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set
      setValue?.call(textarea, text)
      textarea.dispatchEvent(new Event('input', { bubbles: true }))
    }, '雑\n'.repeat(10_001))
    await expect(page.getByText('上限の20,000文字を超えた2文字は入りませんでした。')).toBeVisible()
    await expect(page.getByText('20,000 / 20,000 文字')).toBeVisible()
    await expect(field).toHaveValue('雑\n'.repeat(10_000))

    await page.getByRole('button', { name: '内容を確かめる' }).click()
    const result = page.getByRole('region', { name: 'このままでは送れません' })
    const skipped = result.getByRole('heading', { name: '読み飛ばした行' })
    await expect(skipped).toBeVisible()
    await expect(result.getByRole('listitem')).toHaveCount(21)
    await expect(result.getByText('ほか9,980件')).toBeVisible()
    await expect(field).toHaveValue('雑\n'.repeat(10_000))
  })

  test('opens from the song list and the About page; its code loads only then', async ({
    page,
  }) => {
    // The form's code and its messages (`i18n-contribute-ja-…`).
    const formChunks = /\/assets\/((?:i18n-)?contribute-(?:ja-)?)[\w-]+\.js$/
    const requested: string[] = []
    page.on('request', (request) => {
      const chunk = formChunks.exec(request.url())?.[1]
      if (chunk) requested.push(chunk)
    })
    await page.clock.install()
    await openForm(page, '/songlist')
    // Past the idle prefetch of the other pages' code (about a second after load), on the page's
    // clock; then until the requests it started have ended.
    await page.clock.runFor(4_000)
    await page.waitForLoadState('networkidle')
    expect(requested).toEqual([])
    await page.getByRole('link', { name: 'セトリを送る' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'セトリを送る' })).toBeVisible()
    expect(requested.sort()).toEqual(['contribute-', 'i18n-contribute-ja-'])

    await openForm(page, '/zh/about')
    await page
      .getByRole('region', { name: '一起參與網站製作' })
      .getByRole('link', { name: '提交歌單' })
      .click()
    await expect(page).toHaveURL(/\/zh\/contribute$/)
    await expect(page.getByRole('heading', { level: 1, name: '提交歌單' })).toBeVisible()
  })

  test("the checks' code loads on the first check, not with the form; a failed load says so", async ({
    page,
    consoleErrors,
  }) => {
    const checkCode = /\/assets\/setlist-result-[^/]+\.js$/
    const requested = scriptsLoaded(page, checkCode)
    const restore = await failUntilRestored(page, checkCode)
    await openForm(page, '/contribute')
    await page.waitForLoadState('networkidle')
    expect(requested).toEqual([])

    await fillForm(page, 'ja')
    const check = page.getByRole('button', { name: '内容を確かめる' })
    await check.click()
    const notice = page.locator('form').getByRole('alert')
    await expect(notice).toContainText('確かめる仕組みを読み込めませんでした。')
    await expect(page.getByRole('region', { name: /曲を読み取りました/ })).toHaveCount(0)
    await expect(page.getByLabel(labels.ja.comment)).toHaveValue(comment)
    // The failed load was tried twice before the notice: once more at once, on its own.
    expect(requested).toHaveLength(2)

    restore()
    await notice.getByRole('button', { name: 'もう一度読み込む' }).click()
    const result = page.getByRole('region', { name: '5曲を読み取りました' })
    await expect(result.getByRole('heading', { level: 2 })).toBeFocused()
    await expect(notice).toHaveCount(0)
    expect(requested).toHaveLength(3)
    dropExpectedChunkErrors(consoleErrors)
  })

  test('/zh shows no Japanese interface text, with a Japanese setlist checked', async ({
    page,
  }) => {
    await openForm(page, '/zh/contribute')
    await fillForm(page, 'zh')
    await page.getByRole('button', { name: '確認內容' }).click()
    await expect(page.getByRole('region', { name: '讀取到 5 首歌' })).toBeVisible()
    const text = await interfaceText(page)
    expect(text.length).toBeGreaterThan(20)
    expect(text.filter((t) => kana.test(t))).toEqual([])
  })
})

test.describe('the setlist form passes axe', () => {
  test.use({ bypassCSP: true })
  for (const lang of ['ja', 'zh'] as const) {
    test(`in ${lang}, both themes: empty, with field errors, and with a result`, async ({
      page,
    }) => {
      await openForm(page, lang === 'ja' ? '/contribute' : '/zh/contribute')
      expect(await axeInBothThemes(page)).toEqual([])
      const check = page.locator('form button[type="submit"]')
      await check.click()
      expect(await axeInBothThemes(page)).toEqual([])
      await fillForm(page, lang)
      await check.click()
      await expect(page.locator('.setlist-result h2')).toBeFocused()
      expect(await axeInBothThemes(page)).toEqual([])
    })
  }
})
