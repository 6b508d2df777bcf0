import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'

import { aboutHeading } from '#tests/support/content-under-test.ts'
import { hydrated } from '#tests/support/hydrated.ts'
import { distDir, serveDist } from '#tests/support/serve-dist.ts'

import { expect, test } from './fixtures.ts'
import { pageUrls } from './page-expectations.ts'

interface Probe {
  removedLayouts: number
  /** Writes to <html lang>: even one of the same value restyles the whole page. */
  langWrites: number
  violations: string[]
  contentfulPaints: string[]
}

/** Records, from before the first byte is parsed, what hydration must never do and CSP denials. */
async function installProbe(page: Page) {
  await page.addInitScript(() => {
    const probe: Probe = { removedLayouts: 0, langWrites: 0, violations: [], contentfulPaints: [] }
    Object.assign(window, { __probe: probe })
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'attributes' && r.target === document.documentElement) probe.langWrites++
        for (const node of r.removedNodes) {
          if (node instanceof Element && node.matches('.layout')) probe.removedLayouts++
        }
      }
    }).observe(document, { childList: true, subtree: true, attributeFilter: ['lang'] })
    document.addEventListener('securitypolicyviolation', (e) =>
      probe.violations.push(`${e.violatedDirective} ${e.blockedURI}`),
    )
  })
}

const readProbe = (page: Page) =>
  page.evaluate(() => (window as unknown as { __probe: Probe }).__probe)

async function expectOneHead(page: Page) {
  await expect(page.locator('title')).toHaveCount(1)
  await expect(page.locator('head > title')).toHaveCount(1)
  await expect(page.locator('meta[name="description"]')).toHaveCount(1)
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(3)
  await expect(page.locator('meta[property="og:title"]')).toHaveCount(1)
}

for (const { url, heading, title } of pageUrls) {
  test(`${url} hydrates its prerendered markup with one set of head tags`, async ({ page }) => {
    await installProbe(page)
    await page.goto(url)
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page).toHaveTitle(new RegExp(`^${title} \\| `))
    await expectOneHead(page)
    const probe = await readProbe(page)
    expect(probe.removedLayouts, 'prerendered markup was replaced, not hydrated').toBe(0)
    expect(probe.langWrites, 'hydration rewrote <html lang>').toBe(0)
    expect(probe.violations).toEqual([])
  })
}

test('after hydration the links navigate in the page and the head follows', async ({ page }) => {
  await installProbe(page)
  await page.goto('/zh/about')
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => Object.assign(window, { __samePage: true }))
  await page.getByRole('navigation', { name: '主選單' }).getByRole('link', { name: '歌單' }).click()
  await expect(page).toHaveURL(/\/zh\/songlist$/)
  await expect(page).toHaveTitle(/^歌單 \| /)
  expect(await page.evaluate(() => '__samePage' in window)).toBe(true)
  await expectOneHead(page)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/zh\/songlist$/)
})

for (const { url, heading } of [
  { url: '/nope', heading: 'ページが見つかりません' },
  { url: '/zh/nope', heading: '找不到頁面' },
  { url: '/zh/about?x=1', heading: aboutHeading.zh },
]) {
  test(`${url} mounts over markup rendered for another URL`, async ({ page }) => {
    await installProbe(page)
    await page.goto(url)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expect(page.locator('title')).toHaveCount(1)
    expect((await readProbe(page)).violations).toEqual([])
  })
}

// On a slow network the image came after the app's dozen scripts; asked for first, the largest
// paint of these pages came about 0.7 s sooner (docs/performance.md).
for (const url of ['/', '/zh/about']) {
  test(`${url} asks for its largest image before the app's code`, async ({ request }) => {
    const html = await (await request.get(url)).text()
    const image = /<img [^>]*fetchPriority="high"[^>]*>/i.exec(html)?.[0] ?? ''
    const src = /\ssrc="([^"]+)"/.exec(image)?.[1]
    expect(src, 'an image fetched at high priority').toMatch(/\S/)
    const preload = html.search(
      new RegExp(`<link [^>]*rel="preload" as="image" href="${src}" fetchPriority="high"`, 'i'),
    )
    expect(preload).toBeGreaterThan(html.indexOf('<head>'))
    expect(preload).toBeLessThan(html.indexOf('<script type="module"'))
  })
}

// A page names its route's chunks for one inline script that adds their preloads as the parser
// meets it (build-src/prerender/route-assets.ts): they must be there before the app's entry runs
// (which would add some of its own), be used, and the CSP must let the script run.
test('a song page preloads its route chunks before the app runs, each one the page asks for', async ({
  page,
}) => {
  const song = readdirSync(join(distDir, 'songs')).sort()[0]
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  let releaseEntry = () => {}
  const entryHeld = new Promise<void>((release) => (releaseEntry = release))
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await entryHeld
    await route.continue()
  })
  await installProbe(page)
  await page.goto(`/songs/${song}`, { waitUntil: 'commit' })
  const preloadLinks = page.locator('head > link[rel="modulepreload"][crossorigin=""]')
  await expect(preloadLinks.and(page.locator('[href*="/songs._slug-"]'))).toHaveCount(1)
  const preloads = await preloadLinks.evaluateAll((links) =>
    links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
  )
  expect(preloads).toContainEqual(expect.stringMatching(/^\/assets\/i18n-song-pages-ja-/))
  releaseEntry()
  await hydrated(page)
  expect(preloads.filter((path) => !requested.includes(path))).toEqual([])
  expect((await readProbe(page)).violations).toEqual([])
})

const stylesheets = (page: Page) =>
  page.evaluate(() => [...document.styleSheets].map((s) => s.href ?? 'inline').sort())

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const url of ['/', '/about', '/songlist', '/zh/songlist', '/nope']) {
    test(`${url} already links every stylesheet the running app uses`, async ({
      page,
      browser,
    }) => {
      await page.goto(url)
      const withoutJs = await stylesheets(page)
      const withJs = await browser.newPage()
      await withJs.goto(url)
      await withJs.waitForLoadState('networkidle')
      expect(withoutJs).toEqual(await stylesheets(withJs))
      await withJs.close()
    })
  }

  // A collection's page inlines the stylesheet rules its markup uses and links the whole file at
  // the end of <body> (build-src/prerender/page-stylesheet.ts). Before it arrives, nothing differs.
  const paintedStyles = (page: Page) =>
    page.evaluate(() =>
      [...document.body.querySelectorAll('*')].map((el) => {
        const s = getComputedStyle(el)
        const box = el.getBoundingClientRect()
        const look = [s.display, s.font, s.color, s.backgroundColor, s.border, s.borderRadius]
        return [el.tagName, box.x, box.y, box.width, box.height, ...look].join(' ')
      }),
    )
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const url of ['/zh/songs/bling-bang-bang-born', '/streams/2025-02-11', '/recap/2025']) {
      test(`${url} paints in its ${colorScheme} theme as it will look before the stylesheet file arrives`, async ({
        page,
        browser,
      }) => {
        await page.emulateMedia({ colorScheme })
        // Held, never answered: the page is read while the file is on its way (the parser waits
        // at the link, after the footer, so the document never finishes loading).
        await page.route('**/assets/*.css', () => undefined)
        await page.goto(url, { waitUntil: 'commit' })
        await page.locator('footer').waitFor({ state: 'attached' })
        const painted = () =>
          page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)
        await expect.poll(painted).toBe(1)
        const whole = await browser.newPage({ javaScriptEnabled: false, colorScheme })
        await whole.goto(url)
        await expect(whole.locator('link[rel="stylesheet"]')).toHaveCount(1)
        expect(await paintedStyles(page)).toEqual(await paintedStyles(whole))
        await whole.close()
      })
    }
  }

  for (const url of ['/', '/zh/songlist', '/about']) {
    test(`${url}, a fixed page, carries the whole stylesheet and links none`, async ({ page }) => {
      await page.goto(url)
      expect(await stylesheets(page)).toEqual(['inline'])
      const rules = await page.evaluate(() => document.styleSheets[0]?.cssRules.length)
      expect(rules).toBeGreaterThan(300)
    })
  }

  for (const { url, heading, lang } of pageUrls) {
    test(`${url} shows its content from the HTML alone`, async ({ page }) => {
      await page.goto(url)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
    })
  }
})

test.describe('a zh-TW visitor on a static host without edge rules', () => {
  test.use({ locale: 'zh-TW' })
  let server: { url: string; stop: () => void }
  test.beforeAll(async () => {
    server = await serveDist({ EDGE_RULES: 'off' })
  })
  test.afterAll(() => server.stop())

  async function recordPaints(page: Page) {
    // sessionStorage outlives the replaced document, so the redirected-from page can report.
    await page.addInitScript(() => {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.name !== 'first-contentful-paint') continue
          const painted = JSON.parse(sessionStorage.getItem('painted') ?? '[]') as string[]
          sessionStorage.setItem('painted', JSON.stringify([...painted, location.pathname]))
        }
      }).observe({ type: 'paint', buffered: true })
    })
  }
  const painted = (page: Page) =>
    page.evaluate(() => JSON.parse(sessionStorage.getItem('painted') ?? '[]') as string[])

  const headingOf = (url: string) => pageUrls.find((u) => u.url === url)?.heading
  for (const { from, to, heading } of [
    { from: '/', to: '/zh/', heading: headingOf('/zh') },
    { from: '/about?x=1#top', to: '/zh/about?x=1#top', heading: headingOf('/zh/about') },
    { from: '/songlist', to: '/zh/songlist', heading: headingOf('/zh/songlist') },
  ]) {
    test(`${from} lands on ${to} without painting the Japanese page`, async ({ page }) => {
      await recordPaints(page)
      const response = await page.goto(server.url + from)
      expect(response?.status()).toBe(200)
      await expect(page).toHaveURL(server.url + to)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect.poll(() => painted(page)).toEqual([new URL(server.url + to).pathname])
    })
  }

  test('a page that stays Japanese does paint (the probe works)', async ({ page }) => {
    await recordPaints(page)
    await page.goto(`${server.url}/ja/about`)
    await expect(page.getByRole('heading', { level: 1, name: aboutHeading.ja })).toBeVisible()
    await expect.poll(() => painted(page)).toEqual(['/ja/about'])
  })

  test('unknown paths still get the 404 page', async ({ page }) => {
    const response = await page.goto(`${server.url}/nope`)
    expect(response?.status()).toBe(404)
    await expect(
      page.getByRole('heading', { level: 1, name: 'ページが見つかりません' }),
    ).toBeVisible()
  })
})

test.describe('a development build', () => {
  // Its pages register the service worker like any build's; blocking it would be a warning.
  test.use({ serviceWorkers: 'allow' })
  let dir: string
  let server: { url: string; stop: () => void }

  test.beforeAll(async () => {
    test.setTimeout(240_000)
    dir = mkdtempSync(join(tmpdir(), 'dist-dev-'))
    const env = { ...process.env, DIST_DIR: dir, NODE_ENV: 'development' }
    execFileSync('npx', ['vite', 'build', '--mode', 'development', '--emptyOutDir'], {
      env,
      stdio: 'ignore',
    })
    execFileSync(process.execPath, ['--import', 'tsx', 'build-src/prerender.ts'], {
      env,
      stdio: 'ignore',
    })
    server = await serveDist({ DIST_DIR: dir })
  })
  test.afterAll(() => {
    server?.stop()
    rmSync(dir, { recursive: true, force: true })
  })

  test('hydrates every page without a warning or an error', async ({ page }) => {
    test.setTimeout(120_000)
    const messages: string[] = []
    page.on('console', (msg) => {
      if (msg.type() === 'error' || msg.type() === 'warning')
        messages.push(`${msg.type()}: ${msg.text()}`)
    })
    await installProbe(page)
    for (const { url } of [
      ...pageUrls,
      { url: '/zh/' },
      { url: '/404.html' },
      { url: '/zh/404.html' },
    ]) {
      await page.goto(server.url + url)
      await page.waitForLoadState('networkidle')
      const probe = await readProbe(page)
      expect(probe.removedLayouts, `${url} was not hydrated`).toBe(0)
      expect(messages, url).toEqual([])
    }
  })
})
