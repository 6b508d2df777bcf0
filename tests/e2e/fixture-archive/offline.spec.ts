// The service worker (issue 53), with the worker let run (playwright.config.ts blocks it in the
// other specs): after a first visit the song list, マイリスト and the pages opened work without a
// connection, a page never opened shows the offline page; a failed chunk never loops; the kill
// switch removes the worker and its caches (a new deploy: deploy-hand-over.spec.ts). Each test
// serves the test archive's build on a port of its own (tests/e2e/support/switchable-site.ts), so
// every test starts with no worker, and "offline" is both the browser's and the server's.
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
import { returningVisit, workerActive } from '#tests/e2e/support/worker-site.ts'
import { fixtureArchiveDist } from '#tests/support/fixture-archive.ts'
import { hydrated } from '#tests/support/hydrated.ts'
import { largeArchiveDir } from '#tests/support/large-archive.ts'

test.use({ serviceWorkers: 'allow' })

let site: SwitchableSite
test.beforeEach(async () => {
  site = await startSwitchableSite(fixtureArchiveDist)
})
test.afterEach(async () => {
  await site.close()
})

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

test('a chunk that fails under the worker gets one reload, then the retry notice, never a loop', async ({
  page,
  context,
  consoleErrors,
}) => {
  await page.clock.install()
  const documents = documentLoads(page)
  await returningVisit(page, site)
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
  await returningVisit(page, site)
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
