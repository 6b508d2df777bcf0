import type { Page } from '@playwright/test'

import { hydrated } from '#tests/support/hydrated.ts'

import { switchTheme } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { layoutShift, shiftedElements, watchLayoutShift } from './page-helpers.ts'

const pages = ['/', '/about', '/songlist', '/zh', '/zh/about', '/zh/songlist']
const darkBackground = 'rgb(11, 20, 34)'
const lightBackground = 'rgb(243, 247, 251)'

const pageBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)

test.describe('screenshots', () => {
  // One screenshot per page, width and theme, written to test-results/screenshots/ for review.
  for (const url of pages) {
    test(`of ${url}`, async ({ page }) => {
      const locale = url.startsWith('/zh') ? 'zh' : 'ja'
      const file = `${url.replace(/^\/zh/, '').replace(/^\//, '') || 'home'}-${locale}`
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: width < 800 ? 780 : 900 })
        await switchTheme(page, 'light')
        await page.goto(url)
        await expect(page.locator('h1')).toBeVisible()
        // One load per width: the themes follow the system preference through CSS alone.
        for (const colorScheme of ['light', 'dark'] as const) {
          await switchTheme(page, colorScheme)
          await page.evaluate(() => document.fonts.ready)
          expect(await pageBackground(page)).toBe(
            colorScheme === 'dark' ? darkBackground : lightBackground,
          )
          await page.screenshot({
            path: `test-results/screenshots/${file}-${width}-${colorScheme}.png`,
            fullPage: true,
          })
        }
      }
    })
  }
})

for (const width of [320, 360, 1280]) {
  test(`no page scrolls sideways at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    for (const url of pages) {
      await page.goto(url)
      await expect(page.locator('h1')).toBeVisible()
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, url).toBe(0)
    }
  })
}

test('pages load without layout shift', async ({ page }) => {
  await watchLayoutShift(page)
  for (const url of ['/', '/zh/about']) {
    await page.goto(url)
    await page.waitForLoadState('networkidle')
    await page.evaluate(() => document.fonts.ready)
    await page.locator('footer').scrollIntoViewIfNeeded()
    expect(await layoutShift(page), `${url}: ${await shiftedElements(page)}`).toBeLessThan(0.01)
  }
})

test.describe('the theme toggle', () => {
  test('switches the theme and says so', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/')
    await hydrated(page)
    const toggle = page.getByRole('button', { name: 'ダークモード' })
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    expect(await pageBackground(page)).toBe(darkBackground)
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    expect(await pageBackground(page)).toBe(lightBackground)
  })

  test('follows the system preference until a choice is made', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/zh')
    await hydrated(page)
    const toggle = page.getByRole('button', { name: '深色模式' })
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    expect(await pageBackground(page)).toBe(darkBackground)
    await page.emulateMedia({ colorScheme: 'light' })
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    expect(await pageBackground(page)).toBe(lightBackground)
  })

  for (const [system, chosen] of [
    ['light', 'dark'],
    ['dark', 'light'],
  ] as const) {
    test(`remembers ${chosen} over a ${system} system across reloads, before any app script runs`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: system })
      await page.goto('/about')
      await hydrated(page)
      await page.getByRole('button', { name: 'ダークモード' }).click()
      await expect(page.locator('html')).toHaveAttribute('data-theme', chosen)

      // With every bundled script emptied, only the inline script in the HTML can set the theme:
      // what this reload shows is what the first paint shows.
      await page.route('**/assets/*.js', (route) =>
        route.fulfill({ contentType: 'text/javascript', body: '' }),
      )
      await page.reload()
      await expect(page.locator('html')).toHaveAttribute('data-theme', chosen)
      expect(await pageBackground(page)).toBe(chosen === 'dark' ? darkBackground : lightBackground)

      await page.unroute('**/assets/*.js')
      await page.reload()
      await hydrated(page)
      await expect(page.getByRole('button', { name: 'ダークモード' })).toHaveAttribute(
        'aria-pressed',
        String(chosen === 'dark'),
      )
    })
  }

  test('ignores a stored value it does not know', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'purple'))
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/')
    expect(await page.locator('html').getAttribute('data-theme')).toBeNull()
    expect(await pageBackground(page)).toBe(darkBackground)
  })
})

test('motion is off for visitors who ask for reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  const reduced = await page
    .getByRole('link', { name: '歌リストを見る' })
    .evaluate((el) => getComputedStyle(el).transitionDuration)
  expect(reduced).toBe('0s')
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  const normal = await page
    .getByRole('link', { name: '歌リストを見る' })
    .evaluate((el) => getComputedStyle(el).transitionDuration)
  expect(normal).not.toBe('0s')
})
