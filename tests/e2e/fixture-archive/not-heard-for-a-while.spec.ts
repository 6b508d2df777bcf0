// The longest-unsung order and the sung-once filter, in both languages, chosen through the form,
// through a reload and in a shared link, on the test archive (tests/fixtures/other-singer). Worked
// out by hand from its six stream files: 43 songs, 34 of them sung once; of those, the 2023/6/1
// stream alone holds Lemon, 満月の夜なら, ロキ, 夜空ノムコウ and 糸.
import type { Page } from '@playwright/test'

import { axeViolations, switchTheme } from '#tests/e2e/axe.ts'
import { smallControls } from '#tests/e2e/control-checks.ts'
import { expect, test } from '#tests/e2e/fixtures.ts'
import { open, results, streamCards } from '#tests/e2e/songlist-page.ts'

// A year and a day after 2023/6/1 in the visitor's own calendar (2024 is a leap year).
const today = new Date(2024, 5, 1, 12)

const languages = [
  {
    prefix: '',
    songs: '曲ごと',
    filters: '絞り込み',
    streams: '配信ごと',
    sort: '並び順',
    once: '歌った回数',
    onceOnly: '一度だけ歌った曲',
    found: '34曲（歌唱34回）が見つかりました',
    streamsFound: '6配信で34曲が見つかりました',
    lemonSince: '（366日前）',
    since: /（[\d,]+日前）$/,
  },
  {
    prefix: '/zh',
    songs: '依歌曲',
    filters: '篩選',
    streams: '依直播',
    sort: '排序',
    once: '演唱次數',
    onceOnly: '只看唱過一次的歌',
    found: '找到 34 首歌（共演唱 34 次）',
    streamsFound: '在 6 場直播中找到 34 首歌',
    lemonSince: '（366 天前）',
    since: /（[\d,]+ 天前）$/,
  },
]

const titles = (page: Page) =>
  streamCards(page).getByRole('heading', { level: 3 }).allTextContents()
const lastSung = (page: Page, card: number) =>
  streamCards(page).nth(card).locator('.song-facts div').nth(1).locator('dd')

for (const language of languages) {
  const { prefix } = language
  test(`${prefix || '/'}: the songs not heard for a while, sung once, through a reload and a shared link`, async ({
    page,
    context,
  }) => {
    await page.clock.setFixedTime(today)
    await open(page, `${prefix}/songlist`)
    await page.getByLabel(language.songs).check()
    await page.getByLabel(language.sort).selectOption('oldest')
    await page.getByLabel(language.once, { exact: true }).selectOption({
      label: language.onceOnly,
    })
    await expect(page).toHaveURL(/[?&]once=only/)
    const url = new URL(page.url())
    expect(url.pathname).toBe(`${prefix}/songlist`)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      view: 'songs',
      sort: 'oldest',
      once: 'only',
    })
    const status = results(page).getByRole('status')
    await expect(status).toHaveText(language.found)
    await expect(streamCards(page).first().getByRole('heading', { level: 3 })).toHaveText('Lemon')
    await expect(lastSung(page, 0)).toContainText(language.lemonSince)
    const shown = await titles(page)
    expect(shown).toHaveLength(34)
    // Every row says its days since, in this order.
    for (const card of [0, 1, 17, 33]) await expect(lastSung(page, card)).toHaveText(language.since)

    await page.reload()
    await expect(status).toHaveText(language.found)
    await expect(page.getByLabel(language.sort)).toHaveValue('oldest')
    await expect(page.getByLabel(language.once, { exact: true })).toHaveValue('only')
    await expect(lastSung(page, 0)).toContainText(language.lemonSince)
    expect(await titles(page)).toEqual(shown)

    // The link as a fan shares it, opened by someone else.
    const shared = await context.newPage()
    await shared.clock.setFixedTime(today)
    await open(shared, url.href)
    await expect(results(shared).getByRole('status')).toHaveText(language.found)
    expect(await titles(shared)).toEqual(shown)
    await expect(lastSung(shared, 0)).toContainText(language.lemonSince)

    // The streams view keeps both: the oldest stream first, with only its songs sung once.
    await page.getByLabel(language.streams).check()
    await expect(page).not.toHaveURL(/view=/)
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      sort: 'oldest',
      once: 'only',
    })
    await expect(status).toHaveText(language.streamsFound)
    await expect(streamCards(page).first().locator('.song-name')).toHaveText([
      'Lemon',
      '満月の夜なら',
      'ロキ',
      '夜空ノムコウ',
      '糸',
    ])
  })
}

test('among songs last sung on one day, the most sung comes first', async ({ page }) => {
  await open(page, '/songlist?view=songs&sort=oldest')
  // 2023/10/14 was the last time for ten songs; 花に亡霊 had been sung on 2023/6/1 too.
  const october = streamCards(page).filter({
    has: page.locator('.song-facts time', { hasText: '2023年10月14日' }),
  })
  await expect(october).toHaveCount(10)
  await expect(october.first().getByRole('heading', { level: 3 })).toHaveText('花に亡霊')
})

test.describe('on a phone', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    bypassCSP: true,
  })

  for (const language of languages) {
    test(`${language.prefix || '/'}: the filter and the days since are thumb-sized and pass axe in both themes`, async ({
      page,
    }) => {
      await switchTheme(page, 'light')
      await open(page, `${language.prefix}/songlist?view=songs&sort=oldest&once=only`)
      await page.getByRole('button', { name: language.filters }).tap()
      await expect(page.getByLabel(language.once, { exact: true })).toBeVisible()
      await expect(lastSung(page, 0)).toHaveText(language.since)
      expect(await smallControls(page.getByRole('search'))).toEqual([])
      expect(await smallControls(results(page))).toEqual([])
      for (const theme of ['light', 'dark'] as const) {
        await switchTheme(page, theme)
        expect(await axeViolations(page, 'main'), theme).toEqual([])
      }
    })
  }
})
