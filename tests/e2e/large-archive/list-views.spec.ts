// The long list in both views and both languages: the app's first screen is the prerendered one
// (the build writes the streams view without a search; another view or a search mounts afresh),
// the result count is a status, back returns the reader to the card they left, and the keyboard
// goes on from the cards shown into the next ones.
import type { Page } from '@playwright/test'

import { expect, test } from '#tests/e2e/fixtures.ts'
import { open, results, songName } from '#tests/e2e/songlist-page.ts'
import { largeArchivePerformances } from '#tests/support/large-archive.ts'

/** A card as a reader and the prerender see it: its heading, then each link's address and text. */
type CardFace = string[]

/** The cards of the prerendered HTML and of the page, each in order. */
function cardFaces(
  page: Page,
  html: string,
): Promise<{ prerendered: CardFace[]; shown: CardFace[] }> {
  return page.evaluate((html) => {
    const faces = (root: ParentNode) =>
      [...root.querySelectorAll('.song-cards > li > article')].map((card) => [
        card.querySelector('h3')?.textContent ?? '',
        ...[...card.querySelectorAll('a[href]')].map(
          (a) => `${a.getAttribute('href')} ${a.textContent}`,
        ),
      ])
    return {
      prerendered: faces(new DOMParser().parseFromString(html, 'text/html')),
      shown: faces(document),
    }
  }, html)
}

/**
 * Scrolls a screen at a time until the cards far above have left the page, then back up until a
 * card's heading is wholly on the screen; returns that heading, where it is, and the scroll.
 */
async function deepCard(page: Page): Promise<CardPlace> {
  const place = await page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(done))
    const gone = () => document.querySelector('.song-cards__before') !== null
    for (const until = performance.now() + 60_000; !gone() && performance.now() < until;) {
      scrollBy(0, innerHeight)
      await frame()
      await frame()
    }
    if (!gone()) return null
    // Up from the page's end (where more cards may still come), to a heading in full view.
    for (let i = 0; i < 40; i++) {
      scrollBy(0, -innerHeight / 4)
      await frame()
      const inView = [...document.querySelectorAll('.song-cards > li > article h3')].some((h) => {
        const box = h.getBoundingClientRect()
        return box.top >= 0 && box.bottom <= innerHeight
      })
      if (inView && i >= 4) return true
    }
    return false
  })
  expect(place, 'the cards far above left the page, and a heading is in view').toBe(true)
  return cardAtTop(page)
}

interface CardPlace {
  title: string
  top: number
  scrollY: number
}

/** The first card heading wholly on the screen, where it is, and the scroll. */
function cardAtTop(page: Page): Promise<CardPlace> {
  return page.evaluate(() => {
    const heading = [...document.querySelectorAll('.song-cards > li > article h3')].find((h) => {
      const box = h.getBoundingClientRect()
      return box.top >= 0 && box.bottom <= innerHeight
    })
    return {
      title: heading?.textContent ?? '',
      top: Math.round(heading?.getBoundingClientRect().top ?? NaN),
      scrollY: Math.round(scrollY),
    }
  })
}

/** The place in the list of the card holding the focus, or -1. */
const focusedCard = (page: Page) =>
  page.evaluate(() => {
    const card = document.activeElement?.closest('.song-cards > li')
    return card ? [...(card.parentElement?.children ?? [])].indexOf(card) : -1
  })

const total = largeArchivePerformances.toLocaleString('en')
const lists = [
  { url: '/songlist', field: '歌を検索', more: 'もっと見る' },
  { url: '/songlist?view=songs', field: '歌を検索', more: 'もっと見る' },
  { url: '/zh/songlist', field: '搜尋歌曲', more: '顯示更多' },
  { url: '/zh/songlist?view=songs', field: '搜尋歌曲', more: '顯示更多' },
]

for (const url of ['/songlist', '/zh/songlist']) {
  test(`${url}: the app's first screen is the prerendered one`, async ({ page }) => {
    const html = await (await page.request.get(url)).text()
    await open(page, url)
    const { prerendered, shown } = await cardFaces(page, html)
    expect(prerendered.length).toBeGreaterThan(0)
    // More cards may have followed (the end was within reach); the first ones are the same.
    expect(shown.slice(0, prerendered.length)).toEqual(prerendered)
  })
}

for (const { url, field, more } of lists) {
  test.describe(url, () => {
    test('the result count is a status that follows the search', async ({ page }) => {
      await open(page, url)
      const status = results(page).getByRole('status')
      await expect(status).toContainText(total)
      const title = await results(page).locator(songName).first().textContent()
      await page.getByLabel(field, { exact: true }).fill(title ?? '')
      await expect(status).not.toContainText(total)
      await expect(status).toContainText(/\d/)
    })

    test('back from a page opened deep in the list returns to the card left', async ({ page }) => {
      await open(page, url)
      const before = await deepCard(page)
      await results(page)
        .getByRole('heading', { level: 3, name: before.title, exact: true })
        .first()
        .getByRole('link')
        .click()
      await expect(page).toHaveURL(/\/(songs|streams)\//)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.goBack()
      await expect(page.getByLabel(field, { exact: true })).toBeVisible()
      await expect.poll(() => cardAtTop(page)).toEqual(before)
    })

    test('"show more" from the keyboard takes the focus on into the cards it added', async ({
      page,
    }) => {
      await open(page, url)
      const shown = await results(page).locator('.song-cards > li').count()
      await results(page).getByRole('button', { name: more, exact: true }).focus()
      await page.keyboard.press('Enter')
      // The list may have grown on its own as the button came near the screen: the focus is on
      // the first card this press added, at or past those shown before.
      await expect.poll(() => focusedCard(page)).toBeGreaterThanOrEqual(shown)
      const first = await focusedCard(page)
      await page.keyboard.press('Tab')
      expect([first, first + 1]).toContain(await focusedCard(page))
    })
  })
}
