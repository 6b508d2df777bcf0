// First-load JavaScript of a page: every script the page downloads until the network is idle,
// gzipped here (level 9) so the figure does not depend on the server. Shared by the size budget
// test and the benchmark. Save-data is emulated so idle prefetch of other pages is not counted.
import { gzipSync } from 'node:zlib'
import type { Browser } from '@playwright/test'

import { newContext } from './chromium.ts'
import { hydrated } from './hydrated.ts'

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
  await page.goto(url, { waitUntil: 'networkidle' })
  // On a busy machine the network can go quiet once before the app has asked for every chunk it
  // imports: wait until React owns the page, then for quiet again.
  await hydrated(page, 30_000)
  await page.waitForLoadState('networkidle')
  counting = false
  const files = Object.fromEntries(
    (await Promise.all(bodies)).map(([path, body]) => [path, gzipSync(body, { level: 9 }).length]),
  )
  await context.close()
  const total = Object.values(files).reduce((sum, n) => sum + n, 0)
  return { total, files }
}
