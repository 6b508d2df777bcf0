import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Locator, Page, Route } from '@playwright/test'

import { VERSION_CHECK_TIMEOUT_MS } from '#src/app-shell/update/build-version.ts'
import { RETRY_DELAY_MS } from '#src/lib/http.ts'
import { hydrated } from '#tests/support/hydrated.ts'

import { expect, test } from './fixtures.ts'
import {
  aboutChunk,
  documentLoads,
  dropExpectedChunkErrors,
  expectNoReloadWithin,
  isSameDocument,
  markDocument,
  navLink,
  openApp,
  pageSettled,
  reloadHorizonMs,
  slowChunk,
} from './page-helpers.ts'

// Failures at every timing, injected by routing the browser's requests: however slowly a chunk
// fails, or if it never answers, the visitor gets at most two page loads and, within 40 s, the
// page as it was prerendered with a notice in its language whose retry works once the chunk
// answers. Never a loop, never message ids, never the error page.

interface ChunkKind {
  chunk: RegExp
  /** The page that needs it: visited directly, or reached by `link` from `from`. */
  url: string
  from: string
  link: (page: Page) => Locator
  /** The page's heading, as prerendered in its language. */
  heading: string | RegExp
  /** The notice's button, in the page's language. */
  retry: string
}

// The About page, reached from the home page: what its catalog and its route chunk both need.
const aboutPage = {
  url: '/about',
  from: '/',
  link: (page: Page) => navLink(page, 'プロフィール'),
  heading: /について$/,
  retry: '再読み込み',
}

const kinds: Record<string, ChunkKind> = {
  "the site's catalog": {
    chunk: /\/assets\/i18n-messages-zh-Hant-[\w-]+\.js$/,
    url: '/zh/about',
    from: '/about',
    link: (page) =>
      page.getByRole('navigation', { name: '言語' }).getByRole('link', { name: '繁中' }),
    heading: /^關於/,
    retry: '重新載入',
  },
  'a page catalog': { chunk: /\/assets\/i18n-about-ja-[\w-]+\.js$/, ...aboutPage },
  'a route chunk': { chunk: /\/assets\/about-[\w-]+\.js$/, ...aboutPage },
  'the song data': {
    chunk: /\/assets\/song-data-[\w-]+\.js$/,
    url: '/songlist',
    from: '/',
    link: (page) => navLink(page, '歌リスト'),
    heading: '歌リスト',
    retry: '再読み込み',
  },
}

for (const [name, kind] of Object.entries(kinds)) {
  test.describe(`${name} failing`, () => {
    for (const access of ['direct visit', 'link'] as const) {
      // Failing at once, late but inside the 15 s stall bound, after it, and never.
      for (const seconds of [0, 11, 30, Infinity]) {
        const when = seconds === Infinity ? 'never answering' : `failing after ${seconds} s`
        test(`${when}, ${access}: one reload at most, the notice within 40 s, a retry that works`, async ({
          page,
          consoleErrors,
        }) => {
          const documents = documentLoads(page)
          const chunk = await slowChunk(page, kind.chunk, seconds * 1000)
          if (access === 'link') {
            await page.goto(kind.from)
            await hydrated(page)
            await kind.link(page).click()
          } else {
            await page.goto(kind.url)
          }
          const notice = page
            .getByRole('alert')
            .filter({ has: page.getByRole('button', { name: kind.retry }) })
          expect(await chunk.wait(40_000, () => notice.isVisible())).toBeLessThan(40_000)
          // Then nothing more, however long it stays.
          await expectNoReloadWithin(page, reloadHorizonMs)
          await expect(notice).toBeVisible()
          await expect(page.getByRole('heading', { level: 1, name: kind.heading })).toBeVisible()
          const firstLoads = access === 'link' ? [kind.from, kind.url] : [kind.url, kind.url]
          expect(documents).toEqual(firstLoads)

          await chunk.restore()
          await notice.getByRole('button').click()
          await hydrated(page)
          await expect(notice).toBeHidden()
          await expect(page.getByRole('heading', { level: 1, name: kind.heading })).toBeVisible()
          expect(documents).toEqual([...firstLoads, kind.url])
          dropExpectedChunkErrors(consoleErrors)
        })
      }
    }
  })
}

test('a chunk that never answers shows the loading status until the stall bound', async ({
  page,
}) => {
  const documents = documentLoads(page)
  const chunk = await slowChunk(page, aboutChunk, Infinity)
  await openApp(page, '/')
  await navLink(page, 'プロフィール').click()
  await expect(page.getByRole('status')).toHaveText('読み込み中…')
  await expect(page).toHaveTitle('読み込み中…')
  // Counted from the ask: the page's clock ran on while the test looked, more on a busy machine.
  const untilBound = 14_000 - chunk.sinceAsked()
  expect(untilBound, 'the page ran past 14 s before the test looked').toBeGreaterThan(0)
  await chunk.wait(untilBound)
  expect(documents).toEqual(['/'])
  await chunk.wait(2_000)
  await expect.poll(() => documents).toEqual(['/', '/about'])
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
      const failed = page.waitForEvent('console', (message) =>
        message.text().startsWith('Build check failed'),
      )
      await page.clock.fastForward('05:01')
      await checked
      // The check gives up within its two tries of 5 s and the pause between; then look again.
      await page.clock.runFor(2 * VERSION_CHECK_TIMEOUT_MS + RETRY_DELAY_MS)
      await failed
      await pageSettled(page)
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
