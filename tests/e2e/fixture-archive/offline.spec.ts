// The service worker (issue 53), with the worker let run (playwright.config.ts blocks it in the
// other specs): after a first visit the song list, マイリスト and the pages opened work without a
// connection, a page never opened shows the offline page; a new deploy takes over on the next
// navigation without mixing builds; the kill switch removes the worker and its caches. Each test
// serves the test archive's build on a port of its own (tests/e2e/support/switchable-site.ts), so
// every test starts with no worker, and "offline" is both the browser's and the server's.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { BrowserContext, Page } from '@playwright/test'

import { expect, test } from '#tests/e2e/fixtures.ts'
import {
  documentLoads,
  dropExpectedChunkErrors,
  expectNoReloadWithin,
  reloadHorizonMs,
} from '#tests/e2e/page-helpers.ts'
import { open, results } from '#tests/e2e/songlist-page.ts'
import { startSwitchableSite, type SwitchableSite } from '#tests/e2e/support/switchable-site.ts'
import { fixtureArchiveDist } from '#tests/support/fixture-archive.ts'
import { hydrated } from '#tests/support/hydrated.ts'
import { largeArchiveDir } from '#tests/support/large-archive.ts'
import { distDir } from '#tests/support/serve-dist.ts'

test.use({ serviceWorkers: 'allow' })

let site: SwitchableSite
test.beforeEach(async () => {
  site = await startSwitchableSite(fixtureArchiveDist)
})
test.afterEach(async () => {
  await site.close()
})

const buildId = (dist: string): string =>
  (JSON.parse(readFileSync(join(dist, 'version.json'), 'utf8')) as { id: string }).id

/** The worker's state once registered, or null. */
const workerState = (page: Page) =>
  page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null,
  )

/** Waits until this origin's worker has precached the build and is in charge of the next loads. */
async function workerActive(page: Page): Promise<void> {
  await expect.poll(() => workerState(page), { timeout: 60_000 }).toBe('activated')
}

/**
 * A returning visitor on `/`: a first visit installs the worker, and the page loaded again is the
 * worker's (a first visit's page is not, so no new worker would wait for it).
 */
async function returningVisit(page: Page): Promise<void> {
  await page.goto(site.url('/'))
  await hydrated(page)
  await workerActive(page)
  await page.reload()
  await hydrated(page)
}

async function goOffline(context: BrowserContext): Promise<void> {
  site.setOnline(false)
  await context.setOffline(true)
}

const songTitles = (page: Page) => results(page).locator('.song-card__title').allTextContents()

for (const { prefix, heading, box } of [
  { prefix: '', heading: '歌リスト', box: '歌を検索' },
  { prefix: '/zh', heading: '歌單', box: '搜尋歌曲' },
]) {
  test(`${prefix}/songlist reloads and searches without a connection after a first visit`, async ({
    page,
    context,
  }) => {
    await open(page, site.url(`${prefix}/songlist?view=songs`))
    await workerActive(page)
    await goOffline(context)

    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await hydrated(page)
    await page.getByLabel(box).fill('yorushika')
    await expect.poll(async () => (await songTitles(page))[0]).toBe('花に亡霊')
    expect(site.offlineRequests).toEqual([])
    // Only the site's own files are kept: nothing of another origin, YouTube included.
    const kept = await page.evaluate(async () => {
      const urls: string[] = []
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url)
      return urls
    })
    expect(kept.length).toBeGreaterThan(100)
    expect(kept.filter((url) => !url.startsWith(site.origin))).toEqual([])
  })
}

test('a page opened before works offline; one never opened shows the offline page', async ({
  page,
  context,
}) => {
  await page.goto(site.url('/'))
  await hydrated(page)
  await workerActive(page)
  // Opened once the worker is in charge, so it keeps the page.
  await page.goto(site.url('/songs/lemon'))
  await expect(page.getByRole('heading', { level: 1, name: /Lemon/ })).toBeVisible()
  await goOffline(context)

  await page.goto(site.url('/songs/lemon'))
  await expect(page.getByRole('heading', { level: 1, name: /Lemon/ })).toBeVisible()
  await hydrated(page)

  for (const { path, heading, list } of [
    { path: '/songs/pretender', heading: 'オフラインです', list: '歌リストを開く' },
    { path: '/zh/songs/pretender', heading: '目前處於離線狀態', list: '開啟歌單' },
  ]) {
    await page.goto(site.url(path))
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page.getByRole('link', { name: list })).toBeVisible()
    // The page asked for, to try again once connected.
    const again = page.getByRole('link', { name: /もう一度|重新載入/ })
    await expect(again).toHaveAttribute('href', path)
  }
  // The offline page's link to the song list works offline.
  await page.getByRole('link', { name: '開啟歌單' }).click()
  await expect(page.getByRole('heading', { level: 1, name: '歌單' })).toBeVisible()
  expect(site.offlineRequests).toEqual([])
})

test('the offline page never links to another site, with or without the worker', async ({
  page,
}) => {
  // Issue 69: each of these was the link to try again. The second round is the worker's page.
  const froms = ['https%3A%2F%2Fevil.example', '%2F%2Fevil.example', '%2F%09%2Fevil.example']
  for (const round of ['no worker', 'worker'])
    for (const from of froms) {
      await page.goto(site.url(`/offline?from=${from}`))
      await expect(page.getByRole('heading', { level: 1, name: 'オフラインです' })).toBeVisible()
      await hydrated(page)
      if (round === 'no worker') await workerActive(page)
      await expect(page.getByRole('link', { name: '歌リストを開く' })).toBeVisible()
      await expect(page.getByRole('link', { name: /もう一度/ })).toHaveCount(0)
      await expect(page.locator('a[href*="evil.example"]')).toHaveCount(0)
    }
})

test('マイリスト and its favourites work offline', async ({ page, context }) => {
  await open(page, site.url('/songlist?view=songs'))
  await workerActive(page)
  const star = results(page).getByRole('button', { name: 'お気に入り: 「夜に駆ける」' })
  await star.click()
  await expect(star).toHaveAttribute('aria-pressed', 'true')
  await goOffline(context)

  await page.goto(site.url('/mylist'))
  await expect(page.getByRole('heading', { level: 1, name: 'マイリスト' })).toBeVisible()
  await hydrated(page)
  await expect(page.getByRole('main').getByText('夜に駆ける').first()).toBeVisible()
  // The /ja form, never opened, is the unprefixed page the worker keeps once.
  await page.goto(site.url('/ja/mylist'))
  await expect(page.getByRole('heading', { level: 1, name: 'マイリスト' })).toBeVisible()
  await hydrated(page)
  await expect(page.getByRole('main').getByText('夜に駆ける').first()).toBeVisible()
  expect(site.offlineRequests).toEqual([])
})

test('a new deploy takes over at the next navigation, every file from the new build', async ({
  page,
}) => {
  await page.clock.install()
  await returningVisit(page)
  const oldId = buildId(fixtureArchiveDist)
  await expect(page.locator('meta[name="build-id"]')).toHaveAttribute('content', oldId)

  // Another build in its place: the page's next check of version.json finds it.
  const newDist = distDir
  const newId = buildId(newDist)
  expect(newId).not.toBe(oldId)
  await site.deploy(newDist)
  const check = page.waitForResponse('**/version.json*')
  await page.clock.fastForward('05:01')
  await check
  // The new build's worker installs in the background and waits to be asked.
  await expect
    .poll(
      () => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting),
      {
        timeout: 60_000,
      },
    )
    .toBe(true)

  const assets: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith('/assets/')) assets.push(pathname)
  })
  await page.getByRole('navigation').getByRole('link', { name: '歌リスト' }).first().click()
  await expect(page).toHaveURL(/\/songlist$/)
  await expect(page.locator('meta[name="build-id"]')).toHaveAttribute('content', newId)
  await hydrated(page)
  // Every script and stylesheet the page asked for is one of the new build's files, its entry
  // among them.
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(
    readFileSync(join(newDist, 'songlist', 'index.html'), 'utf8'),
  )?.[1]
  expect(assets).toContain(entry)
  for (const path of assets) expect(existsSync(join(newDist, path)), path).toBe(true)
  // The new build's worker took over for the load (none waits any more); the old pages are gone.
  expect(await workerState(page)).toBe('activated')
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting),
  ).toBeNull()
  const cacheNames: string[] = await page.evaluate(() => caches.keys())
  expect(cacheNames.filter((name) => name.startsWith('pages-'))).toEqual(
    expect.not.arrayContaining([`pages-${oldId}`]),
  )
})

test('a tab left on the old build moves to the new one at its next navigation', async ({
  page,
  context,
}) => {
  await page.clock.install()
  const documents = documentLoads(page)
  await returningVisit(page)

  // A deploy, and another tab whose navigation hands over to the new build's worker.
  await site.deploy(distDir)
  const other = await context.newPage()
  await other.goto(site.url('/about'))
  await hydrated(other)
  await expect
    .poll(
      () =>
        other.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting),
      { timeout: 60_000 },
    )
    .toBe(true)
  await other.locator('a.my-list-link').click()
  await expect(other.locator('meta[name="build-id"]')).toHaveAttribute('content', buildId(distDir))

  // The first tab saw the new worker too: its next navigation is a full load of the new build,
  // never its own build's page asking the new worker for a chunk it does not have.
  await page.locator('a.my-list-link').click()
  await expect(page.getByRole('heading', { level: 1, name: 'マイリスト' })).toBeVisible()
  await expect(page.locator('meta[name="build-id"]')).toHaveAttribute('content', buildId(distDir))
  // The other tab has done its part; closed, as the page's clock runs in every tab.
  await other.close()
  await expectNoReloadWithin(page, reloadHorizonMs)
  expect(documents).toEqual(['/', '/', '/mylist'])
})

test('a chunk that fails under the worker gets one reload, then the retry notice, never a loop', async ({
  page,
  context,
  consoleErrors,
}) => {
  await page.clock.install()
  const documents = documentLoads(page)
  await returningVisit(page)
  // The chunk gone from the worker's cache (as a browser evicting it) and failing on the network.
  await context.route('**/assets/mylist-*.js', (route) => route.abort())
  const removed = await page.evaluate(async () => {
    let count = 0
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) {
        if (/\/assets\/mylist-/.test(request.url)) count += Number(await cache.delete(request))
      }
    }
    return count
  })
  expect(removed).toBe(1)

  await page.locator('a.my-list-link').click()
  const retry = page.getByRole('alert').getByRole('button', { name: '再読み込み' })
  await expect(retry).toBeVisible()
  await expectNoReloadWithin(page, reloadHorizonMs)
  expect(documents).toEqual(['/', '/', '/mylist'])
  dropExpectedChunkErrors(consoleErrors)
})

test('the kill switch unregisters the worker and empties its caches', async ({ page, context }) => {
  await returningVisit(page)
  // The build's files, precached before the worker took charge.
  expect(await page.evaluate(() => caches.keys())).toContain(`workbox-precache-v2-${site.origin}/`)

  // A build made with SERVICE_WORKER=off (tests/support/build-test-archives.ts) in its place.
  await site.deploy(join(largeArchiveDir, 'site'))
  await page.goto(site.url('/about'))
  await expect
    .poll(
      () => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
      {
        timeout: 60_000,
      },
    )
    .toBe(0)
  expect(await page.evaluate(() => caches.keys())).toEqual([])
  expect(await page.locator('meta[name="service-worker"]').count()).toBe(0)

  // Nothing answers offline any more: the browser's own error, not a kept page.
  await goOffline(context)
  await expect(page.goto(site.url('/songlist'))).rejects.toThrow(/ERR_/)
})
