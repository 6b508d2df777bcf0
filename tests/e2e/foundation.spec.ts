import { aboutHeading } from '#tests/support/content-under-test.ts'

import { expect, test } from './fixtures.ts'
import { pageUrls } from './page-expectations.ts'

for (const { url, heading, lang, title } of pageUrls) {
  test(`${url} shows its page in ${lang}`, async ({ page }) => {
    await page.goto(url)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page).toHaveTitle(new RegExp(`^${title} \\| `))
  })
}

test.describe('a visitor with a zh-TW browser', () => {
  test.use({ locale: 'zh-TW' })

  test('entering at /about?x=1#top lands on /zh/about?x=1#top', async ({ page }) => {
    await page.goto('/about?x=1#top')
    await expect(page).toHaveURL(/\/zh\/about\?x=1#top$/)
    await expect(page.getByRole('heading', { level: 1, name: aboutHeading.zh })).toBeVisible()
  })

  test('stays on /about with cookie nf_lang=ja', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'nf_lang', value: 'ja', url: baseURL! }])
    await page.goto('/about')
    await expect(page.getByRole('heading', { level: 1, name: aboutHeading.ja })).toBeVisible()
    expect(new URL(page.url()).pathname).toBe('/about')
  })

  test('is never redirected from an explicit /ja prefix', async ({ page }) => {
    await page.goto('/ja/about')
    await expect(page.getByRole('heading', { level: 1, name: aboutHeading.ja })).toBeVisible()
    expect(new URL(page.url()).pathname).toBe('/ja/about')
  })
})

test('a Japanese browser on /zh/songlist stays Chinese', async ({ page }) => {
  await page.goto('/zh/songlist')
  await expect(page.getByRole('heading', { level: 1, name: '歌單' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant')
})

test('the switch swaps the prefix, keeps search and sets the cookie', async ({ page, context }) => {
  await page.goto('/songlist?q=abc')
  // Until the app has rendered, the link is the plain prerendered one.
  await expect(page.getByRole('link', { name: '繁中' })).toHaveAttribute('href', /q=abc/)
  await page.getByRole('link', { name: '繁中' }).click()
  await expect(page).toHaveURL(/\/zh\/songlist\?q=abc$/)
  await expect(page.getByRole('heading', { level: 1, name: '歌單' })).toBeVisible()
  const cookie = (await context.cookies()).find((c) => c.name === 'nf_lang')
  expect(cookie?.value).toBe('zh')
  expect(cookie?.path).toBe('/')
  expect(cookie?.sameSite).toBe('Lax')
  expect(cookie?.secure).toBe(false)
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400
  expect(days).toBeGreaterThan(364.9)
  expect(days).toBeLessThan(365.1)

  await page.getByRole('link', { name: 'JAPANESE' }).click()
  await expect(page).toHaveURL(/\/ja\/songlist\?q=abc$/)
  expect((await context.cookies()).find((c) => c.name === 'nf_lang')?.value).toBe('ja')
})

test('keyboard users reach the navigation and the switch', async ({ page }) => {
  await page.goto('/')
  const reached: string[] = []
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('Tab')
    reached.push(await page.evaluate(() => document.activeElement?.textContent ?? ''))
  }
  expect(reached).toEqual(
    expect.arrayContaining(['★マイリスト', 'プロフィール', '歌リスト', '繁中']),
  )
  const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '')
  for (let i = 0; i < 8 && (await focused()) !== 'JAPANESE'; i++) {
    await page.keyboard.press('Shift+Tab')
  }
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/ja\/?$/)
})

test('the layout fits a 360 px wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/zh/songlist')
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBe(0)
  await expect(page.getByRole('link', { name: 'JAPANESE' })).toBeInViewport()
})

for (const { url, title } of [
  { url: '/fr/about', title: 'ページが見つかりません' },
  { url: '/zh/nope', title: '找不到頁面' },
]) {
  test(`${url} shows the 404 page`, async ({ page }) => {
    await page.goto(url)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByText(url, { exact: false })).toBeVisible()
  })
}

for (const { url, own, other } of [
  { url: '/songlist', own: 'messages-ja-', other: 'messages-zh-Hant-' },
  { url: '/zh/songlist', own: 'messages-zh-Hant-', other: 'messages-ja-' },
]) {
  test(`${url} downloads only its own catalog`, async ({ page }) => {
    const requested: string[] = []
    page.on('request', (r) => requested.push(new URL(r.url()).pathname))
    await page.goto(url)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(requested.some((p) => p.includes(own))).toBe(true)
    expect(requested.some((p) => p.includes(other))).toBe(false)
  })
}
