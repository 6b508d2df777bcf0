import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page, Route } from '@playwright/test'
import { expect, test } from './fixtures'
import { hydrated } from '../support/hydrated'
import {
  aboutChunk,
  documentLoads,
  dropExpectedChunkErrors,
  failUntilRestored,
  isSameDocument,
  markDocument,
  navLink,
  openApp,
} from './page-helpers'

// Failures at every timing, injected by routing the browser's requests: however slowly a chunk
// fails, or if it never answers, the visitor gets at most two page loads and then a page that
// works (the prerendered page) or the retry page. Never a loop.

const aboutOrRetry = (page: Page) =>
  page
    .getByRole('button', { name: '再読み込み' })
    .or(page.getByRole('heading', { level: 1, name: /について$/ }))

/**
 * Holds every request for `chunk` and fails each `failAfterMs` of the page's time after it was
 * asked for (never, for Infinity). The page's clock is faked, so the returned `wait` lets page time
 * pass in jumps: the stall bound and slow failures take seconds of the test's time, not minutes.
 */
async function slowChunk(page: Page, chunk: string, failAfterMs: number) {
  const started = Date.now()
  let jumped = 0
  const pageTime = () => Date.now() - started + jumped
  const held: { route: Route; at: number }[] = []
  await page.route(chunk, (route) => {
    held.push({ route, at: pageTime() })
  })
  await page.clock.install()
  return async function wait(ms: number) {
    const until = pageTime() + ms
    while (pageTime() < until) {
      // A page in the middle of a reload has no clock to move for a moment.
      await page.clock.runFor(500).then(
        () => (jumped += 500),
        () => page.waitForTimeout(50),
      )
      for (const request of held.filter((h) => pageTime() - h.at >= failAfterMs)) {
        held.splice(held.indexOf(request), 1)
        // The page may have moved on (a reload) while this request waited.
        await request.route.abort().catch(() => {})
      }
    }
  }
}

test.describe('a route chunk failing late', () => {
  for (const seconds of [0, 5, 11, 30, Infinity]) {
    const when = seconds === Infinity ? 'never answering' : `failing after ${seconds} s`
    test(`${when}: at most two page loads, then a working page or the retry page`, async ({
      page,
      consoleErrors,
    }) => {
      // Each cycle ends by the failure or by the 15 s stall bound, whichever comes first.
      const cycle = Math.min(seconds, 15) * 1000 + 2_000
      const documents = documentLoads(page)
      const wait = await slowChunk(page, aboutChunk, seconds * 1000)
      await openApp(page, '/')
      await navLink(page, 'プロフィール').click()
      // Room for the one allowed reload and for a further one that must not come.
      await wait(3 * cycle)
      expect(documents).toEqual(['/', '/about'])
      await expect(aboutOrRetry(page).first()).toBeVisible()
      dropExpectedChunkErrors(consoleErrors)
    })
  }

  test('a chunk that never answers shows the loading status until the stall bound', async ({
    page,
  }) => {
    const documents = documentLoads(page)
    const wait = await slowChunk(page, aboutChunk, Infinity)
    await openApp(page, '/')
    await navLink(page, 'プロフィール').click()
    await expect(page.getByRole('status')).toHaveText('読み込み中…')
    await expect(page).toHaveTitle('読み込み中…')
    await wait(14_000)
    expect(documents).toEqual(['/'])
    await wait(2_000)
    await expect.poll(() => documents).toEqual(['/', '/about'])
  })
})

test.describe('a failing build check changes nothing the visitor sees', () => {
  let endless: Server
  test.beforeAll(async () => {
    // A body that starts and never ends.
    endless = createServer((_, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.write('{"id": "')
    })
    await new Promise<void>((done) => endless.listen(0, '127.0.0.1', done))
  })
  test.afterAll(() => {
    endless.closeAllConnections()
    endless.close()
  })

  const answers: Record<string, (route: Route) => Promise<void>> = {
    'a 500': (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }),
    garbage: (route) => route.fulfill({ status: 200, body: '<html>not json' }),
    'a body that never ends': (route) =>
      route.continue({ url: `http://127.0.0.1:${(endless.address() as AddressInfo).port}/` }),
  }
  for (const [name, answer] of Object.entries(answers)) {
    test(`version.json answering ${name}`, async ({ page, consoleErrors }) => {
      const checked = new Promise<void>((done) =>
        page.route('**/version.json*', async (route) => {
          done()
          await answer(route)
        }),
      )
      await page.clock.install()
      const documents = documentLoads(page)
      await openApp(page, '/')
      await markDocument(page)
      const before = await page.locator('body').innerText()
      await page.clock.fastForward('05:01')
      await checked
      // The check gives up after 5 s; let that pass, then look again.
      await page.clock.runFor(6_000)
      await page.waitForTimeout(500)
      expect(await page.locator('body').innerText()).toBe(before)
      await navLink(page, 'プロフィール').click()
      await expect(page.getByRole('heading', { level: 1, name: /について$/ })).toBeVisible()
      expect(await isSameDocument(page)).toBe(true)
      expect(documents).toEqual(['/'])
      // Chromium logs the 500 itself; the page adds nothing.
      const logged500 = /^Failed to load resource: the server responded with a status of 500/
      consoleErrors.splice(
        0,
        consoleErrors.length,
        ...consoleErrors.filter((e) => !logged500.test(e)),
      )
    })
  }
})

// A first visit whose code fails before React runs: the prerendered page stays as it is, reloads
// once, then shows its own notice (text that is in the page already, so no catalog is needed).
test.describe('a first load that fails before the app runs', () => {
  const notice = (page: Page, retry: string) =>
    page.getByRole('alert').filter({ has: page.getByRole('button', { name: retry }) })

  for (const { url, catalog, retry, nav } of [
    {
      url: '/',
      catalog: /\/assets\/i18n-messages-ja-[\w-]+\.js$/,
      retry: '再読み込み',
      nav: 'プロフィール',
    },
    {
      url: '/zh/about',
      catalog: /\/assets\/i18n-messages-zh-Hant-[\w-]+\.js$/,
      retry: '重新載入',
      nav: '個人資料',
    },
  ]) {
    test(`the site's catalog failing on ${url}: one reload, then the page's text and a retry that works`, async ({
      page,
      consoleErrors,
    }) => {
      const documents = documentLoads(page)
      const restore = await failUntilRestored(page, catalog)
      await page.goto(url)
      await expect(notice(page, retry)).toBeVisible()
      expect(documents).toEqual([url, url])
      // The prerendered text, never message ids: the navigation reads as it was written.
      await expect(page.getByRole('link', { name: nav }).first()).toBeVisible()
      restore()
      await notice(page, retry).getByRole('button').click()
      await hydrated(page)
      await expect(notice(page, retry)).toBeHidden()
      expect(documents).toEqual([url, url, url])
      dropExpectedChunkErrors(consoleErrors)
    })
  }

  test('a route chunk that never answers on a direct visit: one reload, then the notice, both within the stall bound', async ({
    page,
  }) => {
    await page.clock.install()
    const documents = documentLoads(page)
    await page.route(/\/assets\/songlist-[\w-]+\.js$/, () => {})
    await page.goto('/songlist')
    await expect(page.getByRole('heading', { level: 1, name: '歌リスト' })).toBeVisible()
    await page.clock.runFor(15_500)
    await expect.poll(() => documents).toEqual(['/songlist', '/songlist'])
    await expect(page.getByRole('heading', { level: 1, name: '歌リスト' })).toBeVisible()
    await page.clock.runFor(15_500)
    await expect(notice(page, '再読み込み')).toBeVisible()
    await page.clock.runFor(60_000)
    expect(documents).toEqual(['/songlist', '/songlist'])
  })
})
