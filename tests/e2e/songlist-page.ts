// What the song-list browser tests share: the result list, its cards and titles, and opening a URL.
import type { Page } from '@playwright/test'

import { expect } from './fixtures.ts'

export const results = (page: Page) => page.getByRole('region', { name: /の一覧|列表/ })
export const streamCards = (page: Page) => results(page).getByRole('article')
// A song's name in either view: its card's title (songs), or its row in a setlist (streams).
export const songName = '.song-card__head .song-card__title, .song-name'
export const songNames = (page: Page) => results(page).locator(songName).allTextContents()

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
 * Presses "show more" until the whole list is in the page: a short archive's, longer than the
 * first render. The button may press itself meanwhile (it does near the screen's end).
 */
export async function showWholeList(page: Page): Promise<void> {
  const more = results(page).getByRole('button', { name: /^(もっと見る|顯示更多)$/ })
  await expect(async () => {
    if ((await more.count()) > 0) await more.click({ timeout: 2_000 })
    await expect(more).toHaveCount(0, { timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
}

export interface ListedLink {
  href: string
  time: string
  target: string | null
  rel: string | null
}

/**
 * Every card of the result list, with its video links: walked a screen at a time from the top to
 * the end, since a long list adds cards as the reader nears its end and lets the cards far above go.
 */
export function wholeList(page: Page): Promise<{ id: string; links: ListedLink[] }[]> {
  return page.evaluate(async () => {
    const seen = new Map<string, { id: string; links: ListedLink[] }>()
    const gather = () => {
      for (const card of document.querySelectorAll('.song-cards article[aria-labelledby]')) {
        const id = card.getAttribute('aria-labelledby') ?? ''
        if (seen.has(id)) continue
        const links = [...card.querySelectorAll('.song-link a')].map((a) => ({
          href: a.getAttribute('href') ?? '',
          time: a.textContent ?? '',
          target: a.getAttribute('target'),
          rel: a.getAttribute('rel'),
        }))
        seen.set(id, { id, links })
      }
    }
    const pause = (ms: number) => new Promise((done) => setTimeout(done, ms))
    scrollTo(0, 0)
    // Generous: on the shared test machine a batch can take seconds to come.
    for (let waited = 0; waited < 60_000;) {
      gather()
      const atEnd = scrollY + innerHeight >= document.documentElement.scrollHeight - 2
      if (atEnd && !document.querySelector('.song-more')) break
      const before = scrollY
      scrollBy(0, innerHeight)
      await pause(50)
      waited = scrollY === before ? waited + 50 : 0
    }
    gather()
    return [...seen.values()]
  })
}

/** The first row of `songName` (「…」), its "more" button and the menu it opens. */
export async function openRowMenu(page: Page, songName: string, zh = false) {
  const name = zh ? `〈${songName}〉的其他操作` : `「${songName}」のほかの操作`
  const opener = results(page).getByRole('button', { name }).first()
  await opener.click()
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  return { opener, menu }
}

/** Opens the report dialog of the first row of `songName`, through the row's menu. */
export async function reportSong(page: Page, songName: string, zh = false) {
  const { opener, menu } = await openRowMenu(page, songName, zh)
  await menu.getByRole('menuitem', { name: zh ? '回報錯誤' : '誤りを報告' }).click()
  return opener
}
