// What the song-list browser tests share: the result list, its cards and titles, and opening a URL.
import type { Page } from '@playwright/test'
import { expect } from './fixtures'

export const results = (page: Page) => page.getByRole('region', { name: /の一覧|列表/ })
export const streamCards = (page: Page) => results(page).getByRole('article')
export const songNames = (page: Page) => results(page).locator('.song-name').allTextContents()

/** Opens a song-list URL and waits until the list (or its empty state) has rendered. */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url)
  // Generous: the shared test machine can take seconds to load the route's chunk.
  await expect(results(page).getByRole('status')).toBeVisible({ timeout: 60_000 })
  // The prerendered form is visible before React owns it; React marks the nodes it hydrated.
  await page.waitForFunction(
    () => {
      const field = document.getElementById('song-q')
      return field !== null && Object.keys(field).some((key) => key.startsWith('__react'))
    },
    undefined,
    { timeout: 60_000 },
  )
}

/**
 * Shows the whole result list: a long one renders a first part and adds more as the reader scrolls
 * near its "もっと見る" button, until the button is gone.
 */
export async function showAll(page: Page): Promise<void> {
  const more = results(page).getByRole('button', { name: 'もっと見る' })
  // The last batch can land between a count and a scroll, taking the button away: scroll to it
  // only while it is there.
  await expect(async () => {
    if ((await more.count()) > 0) await more.scrollIntoViewIfNeeded({ timeout: 1_000 })
    await expect(more).toHaveCount(0, { timeout: 1_000 })
  }).toPass({ timeout: 60_000 })
}
