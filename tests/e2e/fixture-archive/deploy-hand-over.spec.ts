// A new deploy, with the service worker let run (playwright.config.ts blocks it in the other
// specs): the next navigation is a full load that the new build's worker answers, every file from
// the new build, in this tab or another, even when the browser holds the hand-over back. Each test
// serves the test archive's build on a port of its own (tests/e2e/support/switchable-site.ts), so
// every test starts with no worker; a deploy puts the site's main build in its place.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { expect, test } from '#tests/e2e/fixtures.ts'
import { documentLoads, expectNoReloadWithin, reloadHorizonMs } from '#tests/e2e/page-helpers.ts'
import { startSwitchableSite, type SwitchableSite } from '#tests/e2e/support/switchable-site.ts'
import {
  buildId,
  returningVisit,
  workerState,
  workerWaiting,
} from '#tests/e2e/support/worker-site.ts'
import { fixtureArchiveDist } from '#tests/support/fixture-archive.ts'
import { hydrated } from '#tests/support/hydrated.ts'
import { distDir } from '#tests/support/serve-dist.ts'

test.use({ serviceWorkers: 'allow' })

let site: SwitchableSite
test.beforeEach(async () => {
  site = await startSwitchableSite(fixtureArchiveDist)
})
test.afterEach(async () => {
  await site.close()
})

test('a new deploy takes over at the next navigation, every file from the new build', async ({
  page,
}) => {
  await page.clock.install()
  await returningVisit(page, site)
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
  await workerWaiting(page)

  // The files asked for once the load begins: before it, the old page may still preload the old
  // build's chunks for the link under the pointer.
  const assets: string[] = []
  let loading = false
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (request.isNavigationRequest() && pathname === '/songlist') loading = true
    if (loading && pathname.startsWith('/assets/')) assets.push(pathname)
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
  await returningVisit(page, site)

  // A deploy, and another tab whose navigation hands over to the new build's worker.
  await site.deploy(distDir)
  const other = await context.newPage()
  await other.goto(site.url('/about'))
  await hydrated(other)
  await workerWaiting(other)
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

test('a navigation the browser holds the hand-over back for still loads the new build', async ({
  page,
}) => {
  await returningVisit(page, site)
  await site.deploy(distDir)
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())
  await workerWaiting(page)
  // Chromium keeps the new worker waiting when a request reaches the old one just as it stops for
  // it, until a navigation, which it then loses as the new worker takes over: the page's load made
  // past the hand-over's timeout has to be made again.
  await page.evaluate(async () => {
    ;(await navigator.serviceWorker.getRegistration())?.waiting?.postMessage({
      type: 'SKIP_WAITING',
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    await fetch('/version.json', { cache: 'no-store' })
  })

  await page.getByRole('navigation').getByRole('link', { name: '歌リスト' }).first().click()
  await expect(page).toHaveURL(/\/songlist$/)
  await expect(page.locator('meta[name="build-id"]')).toHaveAttribute('content', buildId(distDir))
  await hydrated(page)
  expect(await workerState(page)).toBe('activated')
})
