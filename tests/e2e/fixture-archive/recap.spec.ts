// A year's recap on the test archive (tests/fixtures/other-singer), whose six streams are all in
// 2023. Worked out by hand from the stream files: 55 performances of 43 songs, every one a debut;
// 夜に駆ける sung 5 times; YOASOBI 5 and ヨルシカ 4 (花に亡霊 twice, ただ君に晴れ, 春泥棒); one stream
// a month from June, except August; the longest, 2023/10/14, with 12 songs.
import { axeViolations, colourRules, switchTheme } from '#tests/e2e/axe.ts'
import { expect, test } from '#tests/e2e/fixtures.ts'
import { hydrated } from '#tests/support/hydrated.ts'

const origin = 'https://luna-fans.example.org'

test('2023 in Japanese: totals, top songs and artists, months and the longest stream', async ({
  page,
}) => {
  const response = await page.goto('/recap/2023')
  expect(response?.status()).toBe(200)
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('2023年のまとめ')
  await expect(page.locator('.recap__totals .stat')).toHaveText([
    '歌枠6 回',
    '歌った曲43 曲',
    'のべ55 曲',
    '初披露43 曲',
  ])
  const songs = page.getByRole('region', { name: 'よく歌った曲' }).getByRole('listitem')
  await expect(songs).toHaveCount(10)
  await expect(songs.first()).toHaveText('夜に駆ける 5回')
  await expect(songs.first().getByRole('link')).toHaveAttribute(
    'href',
    encodeURI('/songs/夜に駆ける'),
  )
  const artists = page.getByRole('region', { name: 'よく歌ったアーティスト' }).getByRole('listitem')
  await expect(artists.nth(0)).toHaveText('YOASOBI 5回')
  await expect(artists.nth(1)).toHaveText('ヨルシカ 4回')
  const months = page.getByRole('region', { name: '月ごとの歌枠' }).locator('tbody tr')
  await expect(months).toHaveText([
    '1月00',
    '2月00',
    '3月00',
    '4月00',
    '5月00',
    '6月18',
    '7月110',
    '8月00',
    '9月19',
    '10月112',
    '11月18',
    '12月18',
  ])
  const longest = page.getByRole('region', { name: 'いちばん多く歌った配信' })
  await expect(longest).toContainText('【リクエスト歌枠】秋の夜長に何でも歌う')
  await expect(longest).toContainText('12曲')
  await expect(longest.getByRole('link')).toHaveAttribute('href', '/streams/2023-10-14')
  // 2023 is over: no "still in progress".
  await expect(page.locator('.recap__note')).toHaveCount(0)
})

test('its head: title, canonical, description and the top songs as JSON-LD', async ({ page }) => {
  await page.goto('/zh/recap/2023')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('2023 年回顧')
  await expect(page).toHaveTitle('2023 年回顧 | 月島露娜 粉絲網站')
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${origin}/zh/recap/2023`,
  )
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
    'content',
    /6 場直播唱了 43 首歌，首次演唱 43 首/,
  )
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '',
  ) as { '@type': string; itemListElement: { position: number; name: string; url: string }[] }
  expect(jsonLd['@type']).toBe('ItemList')
  expect(jsonLd.itemListElement).toHaveLength(10)
  expect(jsonLd.itemListElement[0]).toMatchObject({
    position: 1,
    name: '夜に駆ける',
    url: `${origin}/zh/songs/${encodeURIComponent('夜に駆ける')}`,
  })
})

test('the current year says it is still in progress', async ({ page }) => {
  await page.clock.install({ time: new Date('2023-12-20T12:00:00+09:00') })
  await page.goto('/recap/2023')
  await hydrated(page)
  await expect(page.locator('.recap__note')).toHaveText('2023年はまだ途中です。')
})

for (const url of ['/recap/2022', '/zh/recap/2024', '/recap/twenty']) {
  test(`${url} is a 404 page: no streams that year`, async ({ page }) => {
    const response = await page.goto(url)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      url.startsWith('/zh') ? '找不到頁面' : 'ページが見つかりません',
    )
  })
}

test('the home page links the year, and the sitemap lists it in both languages', async ({
  page,
  request,
}) => {
  await page.goto('/')
  await hydrated(page)
  await page.getByRole('navigation', { name: '年ごとのまとめ' }).getByRole('link').click()
  await expect(page).toHaveURL(/\/recap\/2023$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('2023年のまとめ')
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(`<loc>${origin}/recap/2023</loc>`)
  expect(sitemap).toContain(`<loc>${origin}/zh/recap/2023</loc>`)
})

test.describe('axe', () => {
  test.use({ bypassCSP: true })
  test('/recap/2023 passes in both themes', async ({ page }) => {
    await switchTheme(page, 'light')
    await page.goto('/recap/2023')
    await hydrated(page)
    expect(await axeViolations(page), 'light').toEqual([])
    await switchTheme(page, 'dark')
    expect(await axeViolations(page, undefined, colourRules), 'dark').toEqual([])
  })
})
