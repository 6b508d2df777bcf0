// First-load JavaScript of a page: every script the page downloads until the network is idle,
// gzipped here (level 9) so the figure does not depend on the server. Shared by the size budget
// test and the benchmark. Save-data is emulated so idle prefetch of other pages is not counted.
import { gzipSync } from 'node:zlib'
import type { Browser, Page, Request } from '@playwright/test'

import { newContext } from './chromium.ts'
import { hydrated } from './hydrated.ts'

/** How long no request may be open or start for the network to count as quiet, as Playwright's. */
const quietFor = 500

/** The page's requests in flight, and a wait for a stretch without any. */
function watchNetwork(page: Page) {
  const open = new Set<Request>()
  let since = Date.now()
  page.on('request', (request) => {
    open.add(request)
    since = Date.now()
  })
  const settled = (request: Request) => {
    open.delete(request)
    since = Date.now()
  }
  page.on('requestfinished', settled)
  page.on('requestfailed', settled)
  return {
    async quiet(ms: number, timeout: number) {
      for (const start = Date.now(); open.size > 0 || Date.now() - since < ms;) {
        if (Date.now() - start > timeout)
          throw new Error(`the network was not quiet for ${ms} ms within ${timeout} ms`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
  }
}

export async function firstLoadJs(
  browser: Browser,
  url: string,
): Promise<{ total: number; files: Record<string, number> }> {
  // A fresh context each time: no HTTP cache shared with an earlier page.
  const context = await newContext(browser)
  const page = await context.newPage()
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: { saveData: true, effectiveType: '4g' },
    })
  })
  const bodies: Promise<[path: string, body: Buffer]>[] = []
  // Counted until the second quiet: a chunk the page loads in its idle time after that (the
  // request copy's) is not first-load, and its body must not be read once the page is closed.
  let counting = true
  page.on('response', (response) => {
    if (!counting) return
    const { pathname } = new URL(response.url())
    if (pathname.endsWith('.js'))
      bodies.push(response.body().then((b): [string, Buffer] => [pathname, b]))
  })
  const network = watchNetwork(page)
  await page.goto(url, { waitUntil: 'networkidle' })
  // On a busy machine the network can go quiet once before the app has asked for every chunk it
  // imports: wait until React owns the page and the page has had an idle moment (so the effects
  // of its hydration have run and asked for what they load), then for quiet again, counted from
  // then. Playwright's `networkidle`, once reached, is not waited for again: the chunk of "since
  // your last visit", asked for by an effect, was then counted on some runs and not others.
  await hydrated(page, 30_000)
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
  await network.quiet(quietFor, 30_000)
  counting = false
  const files = Object.fromEntries(
    (await Promise.all(bodies)).map(([path, body]) => [path, gzipSync(body, { level: 9 }).length]),
  )
  await context.close()
  const total = Object.values(files).reduce((sum, n) => sum + n, 0)
  return { total, files }
}

/**
 * Our share of a page's first load: every script, less the song data (a budget of its own:
 * tests/unit/song-data-budget.test.ts), less the stack floor (stack-floor.ts).
 */
export async function ownFirstLoad(
  browser: Browser,
  url: string,
  floor: number,
): Promise<{ total: number; data: number; own: number }> {
  const { total, files } = await firstLoadJs(browser, url)
  const data = Object.entries(files)
    .filter(([path]) => /\/song-data-[^/]*\.js$/.test(path))
    .reduce((sum, [, bytes]) => sum + bytes, 0)
  return { total, data, own: total - data - floor }
}
