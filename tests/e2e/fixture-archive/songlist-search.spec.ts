// Searching, sorting and copying on the song list, with the titles, readings, counts and dates of
// the test archive (tests/fixtures/other-singer): playwright.config.ts serves a build of it to this
// folder's project, so these tests hold whatever the content under test is.
import { expect, test } from '#tests/e2e/fixtures.ts'
import {
  open,
  openRowMenu,
  results,
  showWholeList,
  songNames,
  streamCards,
} from '#tests/e2e/songlist-page.ts'

test.describe('song list search on the test archive', () => {
  test('typing a query and a singer filters the list and the URL; reload and back keep it', async ({
    page,
  }) => {
    await open(page, '/songlist')
    await page.getByLabel('歌を検索').fill('花')
    await expect(page).toHaveURL(/\?q=%E8%8A%B1$/)
    await expect.poll(() => songNames(page)).toContain('打上花火')

    await page.getByLabel('歌手で検索').fill('ヨルシカ')
    await page.getByLabel('歌手で検索').press('Enter')
    await expect(page).toHaveURL(/\?q=%E8%8A%B1&singer=%E3%83%A8%E3%83%AB%E3%82%B7%E3%82%AB$/)
    await expect.poll(async () => new Set(await songNames(page))).toEqual(new Set(['花に亡霊']))
    const filtered = await songNames(page)

    await page.reload()
    await expect(page.getByLabel('歌手で検索')).toHaveValue('ヨルシカ')
    await expect.poll(() => songNames(page)).toEqual(filtered)

    await page.goBack()
    await expect(page).toHaveURL(/\?q=%E8%8A%B1$/)
    await expect(page.getByLabel('歌手で検索')).toHaveValue('')
    await expect(page.getByLabel('歌を検索')).toHaveValue('花')
    await expect.poll(() => songNames(page)).toContain('打上花火')
  })

  test('kana and half-width kana find a kanji title through its reading', async ({ page }) => {
    for (const q of ['よるにかける', 'ﾖﾙﾆｶｹﾙ']) {
      await open(page, `/songlist?q=${encodeURIComponent(q)}`)
      await expect.poll(async () => new Set(await songNames(page))).toEqual(new Set(['夜に駆ける']))
    }
  })

  test('digits stay as typed in the URL (?q=123, not JSON), and such a URL filters', async ({
    page,
  }) => {
    await open(page, '/songlist')
    await page.getByLabel('歌を検索').fill('123')
    await expect(page).toHaveURL(/\/songlist\?q=123$/)
    await expect(
      page.getByText('条件に合う曲は見つかりませんでした', { exact: false }),
    ).toBeVisible()

    await open(page, '/songlist?singer=800')
    await expect(page.getByLabel('歌手で検索')).toHaveValue('800')
    await expect
      .poll(async () => new Set(await songNames(page)))
      .toEqual(new Set(['小さな恋のうた']))
    await expect(page).toHaveURL(/\/songlist\?singer=800$/)

    await open(page, '/songlist?q=123')
    await expect(page.getByLabel('歌を検索')).toHaveValue('123')
    await expect(
      page.getByText('条件に合う曲は見つかりませんでした', { exact: false }),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/songlist\?q=123$/)
  })

  test('the date list holds every stream date once used, from the keyboard or the pointer', async ({
    page,
  }) => {
    await open(page, '/songlist')
    await showWholeList(page)
    const streamDates = await results(page)
      .locator('.song-card__meta time')
      .evaluateAll((times) => times.map((t) => t.getAttribute('datetime')))
    const date = page.getByLabel('配信日')
    const values = () =>
      date.locator('option').evaluateAll((options) => options.map((o) => o.getAttribute('value')))
    // The whole archive's option alone until the list is used: a long archive's dates wait.
    expect(await values()).toEqual([''])
    await date.focus()
    // Polled: `open` waits for the search field's hydration, and a list focused before its own
    // hydration fills once React takes it over (a clean-clone CI run read it a moment early).
    await expect.poll(values).toEqual(['', ...streamDates])
    await page.keyboard.press('ArrowDown')
    await expect(page).toHaveURL(new RegExp(`\\?date=${streamDates[0]}$`))

    await open(page, '/songlist')
    expect(await values()).toEqual([''])
    await date.click()
    await expect.poll(values).toEqual(['', ...streamDates])
  })

  test('the Chinese page shows the same data with Chinese labels', async ({ page }) => {
    await open(page, '/songlist')
    const ja = await songNames(page)
    await open(page, '/zh/songlist')
    await expect(page.getByRole('heading', { level: 1, name: '歌單' })).toBeVisible()
    await expect(page.getByRole('search', { name: '歌曲搜尋' })).toBeVisible()
    await expect(page.getByLabel('搜尋歌曲')).toBeVisible()
    await expect(page.getByLabel('搜尋歌手')).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: '直播列表' })).toBeVisible()
    expect(await songNames(page)).toEqual(ja)
    await expect(results(page).getByText('2023年11月20日週一').first()).toBeVisible()
  })

  test('the songs view sorts by times sung and the random pick respects the filter', async ({
    page,
  }) => {
    await open(page, '/songlist?view=songs&sort=count')
    const first = streamCards(page).first()
    await expect(first.getByRole('heading', { level: 3 })).toHaveText('夜に駆ける')
    await page.getByLabel('歌を検索').fill('Lemon')
    await page.getByLabel('歌を検索').press('Enter')
    await expect(streamCards(page)).toHaveCount(1)
    await page.getByRole('button', { name: 'ランダムに1曲選ぶ' }).click()
    await expect(page.locator('.song-random__result .song-name')).toHaveText('Lemon')
  })

  test('the copy button copies the timestamped link', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await open(page, '/songlist?q=Lemon')
    const link = streamCards(page)
      .first()
      .getByRole('link', { name: /YouTube で再生/ })
    await expect(link).toHaveCount(1)
    const href = await link.getAttribute('href')
    const { menu } = await openRowMenu(page, 'Lemon')
    await menu.getByRole('menuitem', { name: 'リンクをコピー' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'リンクをコピーしました' })).toHaveText(
      /「Lemon」のリンクをコピーしました/,
    )
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(href)
  })
})
