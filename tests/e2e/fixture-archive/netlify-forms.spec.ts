import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'

import { expect, test } from '#tests/e2e/fixtures.ts'
import { openedIssue } from '#tests/e2e/issue-form.ts'
import { open, reportSong } from '#tests/e2e/songlist-page.ts'
import { fixtureArchiveForms } from '#tests/support/fixture-archive.ts'
import { hydrated } from '#tests/support/hydrated.ts'
import { formsInHtml } from '#tools/serve/netlify-forms.ts'

// Sending without GitHub (Netlify Forms): the forms are in the built HTML for Netlify to detect,
// the page posts the same text the issue would carry, and a failure keeps everything typed. The
// preview server stands in for Netlify and appends what it takes to a .jsonl file per form.

const root = join(import.meta.dirname, '..', '..', '..')

/** The submissions of `form` the preview server has kept whose title holds `marker`. */
function submissions(form: string, marker: string): { title: string; body: string }[] {
  const file = join(root, fixtureArchiveForms, `${form}.jsonl`)
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { fields: { title: string; body: string } }).fields)
    .filter((fields) => fields.body.includes(marker))
}

test('the built site declares both forms with their honeypot, as Netlify detects them', async ({
  request,
}) => {
  const html = await (await request.get('/__forms.html')).text()
  expect(formsInHtml(html)).toEqual([
    { name: 'report', honeypot: 'bot-field' },
    { name: 'setlist', honeypot: 'bot-field' },
  ])
  for (const field of ['form-name', 'bot-field', 'title', 'body'])
    expect(html.match(new RegExp(`name="${field}"`, 'g'))).toHaveLength(2)
})

async function writeReport(page: Page, marker: string) {
  await open(page, '/songlist')
  await reportSong(page, '小幸運')
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('radio', { name: 'その他' }).check()
  await dialog.getByLabel('どこが違うか', { exact: true }).fill(`歌詞の一部が違います ${marker}`)
  await dialog.getByRole('button', { name: '報告の文面を作る' }).click()
  return dialog
}

test('a report sent to the site is kept with the text the issue would carry', async ({
  page,
  context,
}) => {
  const marker = `mark-${Date.now()}-${Math.random()}`
  const dialog = await writeReport(page, marker)
  await dialog.getByRole('button', { name: 'このサイトに送る' }).click()
  await expect(dialog.getByRole('status').filter({ hasText: '送りました' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'このサイトに送る' })).toBeDisabled()
  const url = await openedIssue(context, () =>
    dialog.getByRole('link', { name: /GitHub で Issue を作る/ }).click(),
  )
  expect(submissions('report', marker)).toEqual([
    { title: url.searchParams.get('title'), body: url.searchParams.get('body') },
  ])
})

for (const [failure, answer, said] of [
  ['a server error', 'fulfill', 'サイトが受け付けませんでした'],
  ['no network', 'abort', '送れませんでした。通信を確かめて'],
] as const) {
  test(`${failure} says so and keeps the text; the same button then sends it`, async ({
    page,
    consoleErrors,
  }) => {
    const marker = `mark-${Date.now()}-${Math.random()}`
    let failing = true
    await page.route(
      (url) => url.pathname === '/',
      (route) => {
        if (route.request().method() !== 'POST' || !failing) return route.fallback()
        return answer === 'fulfill' ? route.fulfill({ status: 500 }) : route.abort('failed')
      },
    )
    const dialog = await writeReport(page, marker)
    await dialog.getByRole('button', { name: 'このサイトに送る' }).click()
    await expect(dialog.getByRole('status').filter({ hasText: said })).toBeVisible()
    await expect(dialog.getByText(marker).first()).toBeAttached()
    expect(submissions('report', marker)).toEqual([])
    failing = false
    await dialog.getByRole('button', { name: 'このサイトに送る' }).click()
    await expect(dialog.getByRole('status').filter({ hasText: '送りました' })).toBeVisible()
    expect(submissions('report', marker)).toHaveLength(1)
    // The browser logs the failed request itself; the page adds nothing.
    const logged =
      /^Failed to load resource: (net::ERR_FAILED|the server responded with a status of 500)/
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !logged.test(e)))
  })
}

test('a setlist sent to the site is kept with the text the issue would carry', async ({
  page,
  context,
}) => {
  const marker = `mark-${Date.now()}-${Math.random()}`
  await page.goto('/contribute')
  await hydrated(page)
  await page.getByLabel('配信日').fill('2025-01-05')
  await page.getByLabel('配信タイトル').fill(`歌枠 ${marker}`)
  await page.getByLabel('配信の URL').fill('https://youtu.be/luna250105a')
  await page.getByLabel('タイムスタンプのコメント').fill('0:01:00 夜に駆ける / YOASOBI')
  await page.getByRole('button', { name: '内容を確かめる' }).click()
  const result = page.getByRole('region', { name: /曲を読み取りました/ })
  await result.getByRole('button', { name: 'このサイトに送る' }).click()
  await expect(result.getByRole('status').filter({ hasText: '送りました' })).toBeVisible()
  const url = await openedIssue(context, () =>
    result.getByRole('link', { name: /GitHub で Issue を作る/ }).click(),
  )
  expect(submissions('setlist', marker)).toEqual([
    { title: url.searchParams.get('title'), body: url.searchParams.get('body') },
  ])
})
