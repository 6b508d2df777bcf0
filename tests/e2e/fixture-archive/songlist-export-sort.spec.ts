// The song list's orders by time since last sung and by times sung, and saving the results as CSV,
// on the test archive (tests/fixtures/other-singer): the first cards and the rows expected below
// are worked out by hand from its six stream files, all of whose dates are shown.
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'

import { expect, test } from '#tests/e2e/fixtures.ts'
import { open, streamCards } from '#tests/e2e/songlist-page.ts'

const firstTitle = (page: Page) => streamCards(page).first().getByRole('heading', { level: 3 })

test.describe('song list orders and export on the test archive', () => {
  test('each order puts the card the archive says first, in the streams view and the songs view', async ({
    page,
  }) => {
    await open(page, '/songlist')
    const sort = page.getByLabel('並び順')
    await expect(firstTitle(page)).toHaveText('【歌枠】台湾のファンのみんなへ 華語曲の夜')

    await sort.selectOption('oldest')
    await expect(page).toHaveURL(/\/songlist\?sort=oldest$/)
    // 2023/6/1, the oldest of the six.
    await expect(firstTitle(page)).toHaveText('【弾き語り】月夜のピアノ歌枠')

    await sort.selectOption('count')
    // 2023/10/14 has twelve songs; the others ten (7/15), nine (9/2) and eight.
    await expect(firstTitle(page)).toHaveText('【リクエスト歌枠】秋の夜長に何でも歌う')

    await page.getByLabel('曲ごと').check()
    await expect(page).toHaveURL(/view=songs/)
    // 夜に駆ける is in five of the six streams.
    await expect(firstTitle(page)).toHaveText('夜に駆ける')

    await sort.selectOption('oldest')
    await expect(page).toHaveURL(/sort=oldest/)
    // Last sung on 2023/6/1 and never since: Lemon, 満月の夜なら, ロキ, 夜空ノムコウ and 糸; among
    // equals the Latin title comes first.
    await expect(firstTitle(page)).toHaveText('Lemon')
    await page.reload()
    await expect(page.getByLabel('並び順')).toHaveValue('oldest')
    await expect(firstTitle(page)).toHaveText('Lemon')
  })

  test('CSV export: named after the filters, a byte order mark, one row per performance shown', async ({
    page,
  }) => {
    await open(page, `/songlist?q=${encodeURIComponent('夜に駆ける')}&type=request&view=streams`)
    // The two request streams, 2023/7/15 and 2023/10/14, each with it once.
    await expect(page.getByText('2配信で2曲が見つかりました')).toBeVisible()
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'CSVで保存' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(
      /^songlist-q-夜に駆ける-type-request-\d{4}-\d{2}-\d{2}\.csv$/,
    )
    const text = await readFile(await download.path(), 'utf8')
    expect(text.startsWith('\uFEFF')).toBe(true)
    // Newest first, as shown; each start as h:mm:ss, each link at its moment.
    expect(text.slice(1).split('\r\n')).toEqual([
      'date,stream,title,artist,start,link',
      '2023-10-14,【リクエスト歌枠】秋の夜長に何でも歌う,夜に駆ける,YOASOBI,0:02:05,https://www.youtube.com/watch?v=luna231014b&t=125s',
      '2023-07-15,【リクエスト】七月の歌枠,夜に駆ける,YOASOBI,0:01:15,https://www.youtube.com/watch?v=luna230715b&t=75s',
      '',
    ])
  })
})
