import { channelUrls, fanTag } from '#tests/support/content-under-test.ts'
import { hydrated } from '#tests/support/hydrated.ts'

import { axeViolations, colourRules, switchTheme } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { interfaceText, kana } from './interface-text.ts'
import { pageUrls } from './page-expectations.ts'

// Every page in both themes; /ja/... renders what the unprefixed URL renders, so it is not scanned
// twice. The themes follow the system preference through CSS alone, so one load serves both.
const scanned = [
  ...pageUrls.filter(({ url }) => !url.startsWith('/ja')).map(({ url }) => url),
  '/songlist?view=songs',
  // What the service worker shows offline for a page not kept (fixture-archive/offline.spec.ts).
  '/offline?from=%2Fsongs%2Fx',
  '/zh/offline?from=%2Fzh%2Fsongs%2Fx',
]
test.describe('axe in both themes', () => {
  // The site's CSP (rightly) refuses the injected axe script; the tests lift it for axe only.
  test.use({ bypassCSP: true })
  for (const url of scanned) {
    test(`${url} has no violations`, async ({ page }) => {
      await switchTheme(page, 'light')
      await page.goto(url)
      await expect(page.locator('h1')).toHaveCount(1)
      const background = () => page.evaluate(() => getComputedStyle(document.documentElement).color)
      const light = await background()
      expect(await axeViolations(page), 'light').toEqual([])
      await switchTheme(page, 'dark')
      expect(await background()).not.toBe(light)
      expect(await axeViolations(page, undefined, colourRules), 'dark').toEqual([])
    })
  }
})

test.describe('axe with a chosen theme', () => {
  test.use({ bypassCSP: true })

  test('passes on a theme chosen with the toggle, against the system preference', async ({
    page,
  }) => {
    await switchTheme(page, 'light')
    await page.goto('/zh/about')
    await hydrated(page)
    await page.getByRole('button', { name: '深色模式' }).click()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    expect(await axeViolations(page)).toEqual([])
  })
})

for (const url of ['/', '/zh/about', '/ja/songlist']) {
  test(`Tab on ${url} walks every link and control in DOM order`, async ({ page }) => {
    test.setTimeout(120_000)
    // A long song list grows when its "show more" button nears the viewport, as the walk brings it
    // there. Without IntersectionObserver the list stays as first rendered and the button is one
    // more stop, so the elements numbered below are the ones the walk meets.
    await page.addInitScript(() => Reflect.deleteProperty(window, 'IntersectionObserver'))
    await page.goto(url)
    await expect(page.locator('h1')).toBeVisible()
    // Focus moves made while React takes over the page would break the walk.
    await hydrated(page)
    // Number every focusable element in DOM order, then check Tab visits them in that order.
    const count = await page.evaluate(() => {
      const selector = 'a[href], button, input, select, textarea, summary, [tabindex]'
      // A radio group is one Tab stop: its checked radio, or its first when none is checked.
      const isGroupStop = (el: HTMLElement) => {
        if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || !el.name) return true
        const group = [
          ...document.querySelectorAll<HTMLInputElement>('input[type="radio"]'),
        ].filter((r) => r.name === el.name && r.form === el.form)
        return el === (group.find((r) => r.checked) ?? group[0])
      }
      const focusable = [...document.querySelectorAll<HTMLElement>(selector)].filter(
        (el) =>
          el.tabIndex >= 0 &&
          !el.matches(':disabled') &&
          // Not getClientRects(): a control inside a closed <details> keeps its boxes but is
          // skipped by Tab, as checkVisibility() says.
          (el.checkVisibility() || el.classList.contains('skip-link')) &&
          isGroupStop(el),
      )
      focusable.forEach((el, i) => (el.dataset.tabOrder = String(i)))
      return focusable.length
    })
    expect(count).toBeGreaterThan(8)
    await page.evaluate(() => {
      const w = window as unknown as { visited: string[] }
      w.visited = []
      document.addEventListener('focusin', (e) =>
        w.visited.push((e.target as HTMLElement).dataset.tabOrder ?? 'none'),
      )
    })
    for (let i = 0; i < count; i++) await page.keyboard.press('Tab')
    const visited = await page.evaluate(() => (window as unknown as { visited: string[] }).visited)
    expect(visited).toEqual(Array.from({ length: count }, (_, i) => String(i)))
  })
}

test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
  await page.goto('/about')
  await expect(page.locator('h1')).toBeVisible()
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: '本文へスキップ' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()
})

test('focus is visible on links and the theme toggle', async ({ page }) => {
  await page.goto('/zh')
  const toggle = page.getByRole('button', { name: '深色模式' })
  await toggle.focus()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  await expect(toggle).toBeFocused()
  const outline = await toggle.evaluate((el) => getComputedStyle(el).outlineStyle)
  expect(outline).toBe('solid')
})

for (const { url } of pageUrls.filter((p) => p.lang === 'zh-Hant')) {
  test(`${url} shows no Japanese interface text`, async ({ page }) => {
    await page.goto(url)
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant')
    const text = await interfaceText(page)
    expect(text.length).toBeGreaterThan(10)
    expect(text.filter((t) => kana.test(t))).toEqual([])
    // The page title is interface text too, though it is not in the body.
    expect(await page.title()).not.toMatch(kana)
  })
}

test('the kana check sees the text it must see', async ({ page }) => {
  // Guards the check itself: a Japanese page must fail it, and proper names must not count.
  await page.goto('/ja/about')
  const text = await interfaceText(page)
  expect(text.some((t) => kana.test(t))).toBe(true)
  expect(text).not.toContain(fanTag)
})

const notices = {
  ja: [
    'ファンによる非公式サイト',
    '最新情報はご本人のチャンネルへ',
    '画像について',
    '参加しませんか',
  ],
  'zh-Hant': ['粉絲經營的非官方網站', '最新消息請看本人頻道', '關於圖片', '一起來參與吧'],
}

// /ja/... renders what the unprefixed URL renders.
for (const { url, lang } of pageUrls.filter((p) => !p.url.startsWith('/ja'))) {
  test(`${url} carries the notices in its footer`, async ({ page }) => {
    await page.goto(url)
    const footer = page.getByRole('contentinfo')
    for (const heading of notices[lang as keyof typeof notices]) {
      await expect(footer.getByRole('heading', { level: 3, name: heading })).toBeVisible()
    }
    const channels = footer.locator(channelUrls.map((url) => `a[href="${url}"]`).join(', '))
    await expect(channels).toHaveCount(channelUrls.length)
    for (const link of await footer.locator('a[target="_blank"]').all()) {
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    await expect(footer.locator('a[href*="/issues"]')).toHaveCount(1)
  })
}

test('on a phone, home shows the notice without scrolling and reaches the rest in one tap', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 })
  await page.goto('/zh')
  const strip = page.getByRole('complementary', { name: '公告' })
  await expect(strip).toBeInViewport({ ratio: 1 })
  await expect(strip).toContainText('非官方網站')
  await strip.getByRole('link', { name: '閱讀公告' }).click()
  await expect(page.getByRole('heading', { level: 2, name: '關於本站' })).toBeInViewport()
})
