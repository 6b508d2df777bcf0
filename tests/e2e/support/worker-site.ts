// What the service worker's browser tests share: the build a folder holds, the worker's state as
// the page sees it, and a returning visitor whose page the worker answered.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'

import { expect } from '#tests/e2e/fixtures.ts'
import type { SwitchableSite } from '#tests/e2e/support/switchable-site.ts'
import { hydrated } from '#tests/support/hydrated.ts'

export const buildId = (dist: string): string =>
  (JSON.parse(readFileSync(join(dist, 'version.json'), 'utf8')) as { id: string }).id

/** The worker's state once registered, or null. */
export const workerState = (page: Page) =>
  page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null,
  )

/** Waits until this origin's worker has precached the build and is in charge of the next loads. */
export async function workerActive(page: Page): Promise<void> {
  await expect.poll(() => workerState(page), { timeout: 60_000 }).toBe('activated')
}

/** Waits until a new build's worker has installed and waits to take over. */
export async function workerWaiting(page: Page): Promise<void> {
  await expect
    .poll(
      () => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting),
      { timeout: 60_000 },
    )
    .toBe(true)
}

/**
 * A returning visitor on `/`: a first visit installs the worker, and the page loaded again is the
 * worker's (a first visit's page is not, so no new worker would wait for it).
 */
export async function returningVisit(page: Page, site: SwitchableSite): Promise<void> {
  await page.goto(site.url('/'))
  await hydrated(page)
  await workerActive(page)
  await page.reload()
  await hydrated(page)
}
