import type { Page } from '@playwright/test'

import { aboutHeading } from '#tests/support/content-under-test.ts'
import { hydrated } from '#tests/support/hydrated.ts'

import { expect, test } from './fixtures.ts'
import {
  aboutChunk,
  buildChecksRead,
  countBuildChecks,
  documentLoads,
  dropExpectedChunkErrors,
  expectNoReloadWithin,
  isSameDocument,
  markDocument,
  navLink,
  openApp,
  pageSettled,
  prefetchedChunk,
  reloadCodeChunk,
  reloadHorizonMs,
  requestsReported,
} from './page-helpers.ts'

test.describe('a new build', () => {
  test('turns the next navigation into a full page load, and nothing before it', async ({
    page,
  }) => {
    let deployedId: string | null = null
    const checks: string[] = []
    await page.route('**/version.json*', async (route) => {
      checks.push(route.request().url())
      if (!deployedId) return route.continue()
      return route.fulfill({ json: { id: deployedId, timestamp: Date.now() } })
    })
    await page.clock.install()
    await countBuildChecks(page)
    const documents = documentLoads(page)
    await openApp(page, '/')
    const ownId = await page.locator('meta[name="build-id"]').getAttribute('content')
    expect(ownId).toMatch(/^[0-9a-f]{16}$/)
    await markDocument(page)

    // The same build deployed: the poll finds nothing, navigation stays in the page.
    const sameBuild = page.waitForResponse('**/version.json*')
    await page.clock.fastForward('05:01')
    expect(await (await sameBuild).json()).toMatchObject({ id: ownId })
    await expect.poll(() => buildChecksRead(page)).toBe(1)
    await navLink(page, 'プロフィール').click()
    await expect(page.getByRole('heading', { level: 1, name: aboutHeading.ja })).toBeVisible()
    expect(await isSameDocument(page)).toBe(true)

    // A new deploy: the poll notices it, and the page carries on untouched until the next click.
    deployedId = 'a-newer-build'
    await page.clock.fastForward('05:01')
    await expect.poll(() => buildChecksRead(page)).toBe(2)
    await expectNoReloadWithin(page, reloadHorizonMs)
    expect(await isSameDocument(page)).toBe(true)
    expect(new URL(page.url()).pathname).toBe('/about')
    expect(checks.every((url) => /[?&]t=\d+/.test(url))).toBe(true)

    await navLink(page, '歌リスト').click()
    await expect(page).toHaveURL(/\/songlist$/)
    await expect(page.getByRole('heading', { level: 1, name: '歌リスト' })).toBeVisible()
    expect(await isSameDocument(page)).toBe(false)
    expect(documents).toEqual(['/', '/songlist'])
  })

  test('is still found when version.json first answers 503', async ({ page, consoleErrors }) => {
    const statuses: number[] = []
    await page.route('**/version.json*', (route) => {
      statuses.push(statuses.length === 0 ? 503 : 200)
      return statuses.length === 1
        ? route.fulfill({ status: 503, body: 'Service Unavailable' })
        : route.fulfill({ json: { id: 'a-newer-build', timestamp: Date.now() } })
    })
    await page.clock.install()
    await countBuildChecks(page)
    const documents = documentLoads(page)
    await openApp(page, '/')
    await markDocument(page)

    // One poll: its first try meets the 503, the retry a moment later finds the new build.
    await page.clock.fastForward('05:01')
    await expect.poll(() => statuses).toEqual([503, 200])
    await expect.poll(() => buildChecksRead(page)).toBe(1)
    await expectNoReloadWithin(page, reloadHorizonMs)
    expect(await isSameDocument(page)).toBe(true)

    await navLink(page, 'プロフィール').click()
    await expect(page.getByRole('heading', { level: 1, name: aboutHeading.ja })).toBeVisible()
    expect(await isSameDocument(page)).toBe(false)
    expect(documents).toEqual(['/', '/about'])
    // Chromium logs the 503 itself; the page adds nothing.
    expect(consoleErrors).toEqual([expect.stringMatching(/status of 503/)])
    consoleErrors.length = 0
  })

  test('turns back/forward into a full load of the address shown', async ({ page }) => {
    await page.route('**/version.json*', (route) =>
      route.fulfill({ json: { id: 'a-newer-build', timestamp: Date.now() } }),
    )
    await page.clock.install()
    await countBuildChecks(page)
    const documents = documentLoads(page)
    await openApp(page, '/')
    await navLink(page, 'プロフィール').click()
    await expect(page.getByRole('heading', { level: 1, name: aboutHeading.ja })).toBeVisible()
    await markDocument(page)
    await page.clock.fastForward('05:01')
    await expect.poll(() => buildChecksRead(page)).toBe(1)
    await expectNoReloadWithin(page, reloadHorizonMs)
    expect(await isSameDocument(page)).toBe(true)

    await page.goBack()
    await expect(page).toHaveURL(/\/$/)
    await expect.poll(() => documents).toEqual(['/', '/'])
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await isSameDocument(page)).toBe(false)
  })

  test("with save-data, loads the reload's code only once a new build is seen", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'connection', {
        get: () => ({ saveData: true, effectiveType: '4g' }),
      })
    })
    await page.route('**/version.json*', (route) =>
      route.fulfill({ json: { id: 'a-newer-build', timestamp: Date.now() } }),
    )
    const reloadCode: string[] = []
    page.on('request', (request) => {
      if (reloadCodeChunk.test(request.url())) reloadCode.push(request.url())
    })
    await page.clock.install()
    await countBuildChecks(page)
    const documents = documentLoads(page)
    await page.goto('/')
    await hydrated(page)
    // Past the latest moment an idle prefetch would come, which save-data turns off.
    await page.clock.runFor(5_000)
    await requestsReported(page)
    expect(reloadCode).toEqual([])
    await markDocument(page)

    const loaded = page.waitForResponse(reloadCodeChunk)
    await page.clock.fastForward('05:01')
    await expect.poll(() => buildChecksRead(page)).toBe(1)
    await loaded
    await pageSettled(page)
    expect(reloadCode).toHaveLength(1)
    expect(await isSameDocument(page)).toBe(true)

    await navLink(page, 'プロフィール').click()
    await expect(page.getByRole('heading', { level: 1, name: aboutHeading.ja })).toBeVisible()
    expect(await isSameDocument(page)).toBe(false)
    expect(documents).toEqual(['/', '/about'])
  })

  test('version.json is served uncached', async ({ request }) => {
    const response = await request.get('/version.json')
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toContain('no-store')
    const body: unknown = await response.json()
    expect(body).toMatchObject({ id: expect.stringMatching(/^[0-9a-f]{16}$/) })
    expect(typeof (body as { timestamp: unknown }).timestamp).toBe('number')
  })
})

test.describe('a route chunk that fails to load', () => {
  test('reloads the target path exactly once, then shows it', async ({ page, consoleErrors }) => {
    await page.clock.install()
    const documents = documentLoads(page)
    let failing = true
    await page.route(aboutChunk, (route) => (failing ? route.abort() : route.continue()))
    page.on('request', (request) => {
      if (request.resourceType() === 'document' && request.url().endsWith('/about')) failing = false
    })
    await openApp(page, '/')
    await markDocument(page)

    await navLink(page, 'プロフィール').click()
    await expect(page.getByRole('heading', { level: 1, name: aboutHeading.ja })).toBeVisible()
    expect(await isSameDocument(page)).toBe(false)
    await expectNoReloadWithin(page, reloadHorizonMs)
    expect(documents).toEqual(['/', '/about'])
    dropExpectedChunkErrors(consoleErrors)
  })

  /** Opens About from the home page with its chunk failing for good; returns the pages loaded. */
  async function failingAbout(page: Page) {
    await page.clock.install()
    const documents = documentLoads(page)
    await page.route(aboutChunk, (route) => route.abort())
    await openApp(page, '/')
    await navLink(page, 'プロフィール').click()
    return documents
  }
  const retryButton = (page: Page) =>
    page.getByRole('alert').getByRole('button', { name: '再読み込み' })

  test('shows the prerendered page with a retry notice on a second failure, never looping', async ({
    page,
    consoleErrors,
  }) => {
    const documents = await failingAbout(page)
    await expect(retryButton(page)).toBeVisible()
    // The reloaded page as prerendered, never the 500 page: a failed load is not a server error.
    await expect(page.getByRole('heading', { level: 1, name: aboutHeading.ja })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'サーバーエラーが発生しました' })).toHaveCount(0)
    await expectNoReloadWithin(page, reloadHorizonMs)
    expect(documents).toEqual(['/', '/about'])
    dropExpectedChunkErrors(consoleErrors)
  })

  // Within the guard's window of the automatic reload: past it, a new failure may reload again.
  test("reloads on the fan's retry, and refuses an automatic reload right after it", async ({
    page,
    consoleErrors,
  }) => {
    const documents = await failingAbout(page)
    await expect(retryButton(page)).toBeVisible()
    expect(documents).toEqual(['/', '/about'])

    const reloaded = page.waitForEvent('domcontentloaded')
    await retryButton(page).click()
    await reloaded
    await expect(retryButton(page)).toBeVisible()
    await expectNoReloadWithin(page, reloadHorizonMs)
    expect(documents).toEqual(['/', '/about', '/about'])
    dropExpectedChunkErrors(consoleErrors)
  })
})

test.describe("a page's catalog that fails to load", () => {
  test('is handled like its code: one reload, then the page with a retry in its language', async ({
    page,
    consoleErrors,
  }) => {
    await page.clock.install()
    const documents = documentLoads(page)
    await page.route('**/assets/i18n-about-ja-*.js', (route) => route.abort())
    await openApp(page, '/')
    await navLink(page, 'プロフィール').click()
    await expect(page.getByRole('alert').getByRole('button', { name: '再読み込み' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: aboutHeading.ja })).toBeVisible()
    await expectNoReloadWithin(page, reloadHorizonMs)
    expect(documents).toEqual(['/', '/about'])
    dropExpectedChunkErrors(consoleErrors)
  })
})

test.describe('idle prefetch', () => {
  test("requests the other pages' route chunks and the reload's code a second after the page is idle", async ({
    page,
  }) => {
    // The page's own clock, stopped: its timers and idle callbacks run only as the test moves it,
    // so the bound holds however slow the machine is.
    const time = Date.now()
    await page.clock.install({ time })
    await page.clock.pauseAt(time + 1000)
    const chunks: string[] = []
    page.on('request', (request) => {
      if (prefetchedChunk(request.url())) chunks.push(request.url())
    })
    await page.goto('/')
    await page.waitForLoadState('load')
    // The first idle period comes at once on the faked clock (50 ms when timers are pending).
    await page.clock.runFor(999)
    await requestsReported(page)
    expect(chunks).toEqual([])
    await page.clock.runFor(101)
    await expect.poll(() => chunks.length).toBe(3)
  })

  for (const connection of [
    { saveData: true, effectiveType: '4g' },
    { saveData: false, effectiveType: '2g' },
    { saveData: false, effectiveType: 'slow-2g' },
  ]) {
    test(`makes no prefetch request with ${JSON.stringify(connection)}`, async ({ page }) => {
      await page.addInitScript((value) => {
        Object.defineProperty(Navigator.prototype, 'connection', { get: () => value })
      }, connection)
      const prefetched: string[] = []
      page.on('request', (request) => {
        if (prefetchedChunk(request.url())) prefetched.push(request.url())
      })
      const time = Date.now()
      await page.clock.install({ time })
      await page.clock.pauseAt(time + 1000)
      await page.goto('/')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.waitForLoadState('load')
      // Past the latest moment a prefetch would come (the idle callback's 3 s bound and 1 s more).
      await page.clock.runFor(5000)
      await requestsReported(page)
      expect(prefetched).toEqual([])
    })
  }
})
