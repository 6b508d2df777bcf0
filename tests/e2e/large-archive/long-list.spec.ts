// A list longer than the page holds at once (src/features/songs/list/results/progressive-list.ts): the cards far
// above the reader leave the page and come back, each where it was.
import type { Page } from '@playwright/test'

import {
  performanceBatch,
  windowPerformanceBudget,
} from '#src/features/songs/list/results/progressive-list.ts'
import { axeViolations } from '#tests/e2e/axe.ts'
import { expect, test } from '#tests/e2e/fixtures.ts'
import { open, results, streamCards, wholeList } from '#tests/e2e/songlist-page.ts'
import { largeArchivePerformances } from '#tests/support/large-archive.ts'

interface CardPlace {
  title: string
  top: number
}

/** Where the list stood when the scrolling stopped: what a stall left behind. */
interface ScrollEnd extends CardPlace {
  rows: number
  gone: boolean
  state: string
}

/**
 * Scrolls a screen at a time (so every card is laid out on the way) until cards have left, for at
 * most a minute: a list that stops growing ends with its state said instead of a test timeout.
 */
function scrollPastWindow(page: Page): Promise<ScrollEnd> {
  return page.evaluate(async () => {
    // Two frames, or a second at most: a page whose frames stopped says so (a flake in CI once
    // timed this loop out without a word).
    const stalls: number[] = []
    const frames = () =>
      Promise.race([
        new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(0)))),
        new Promise((done) => setTimeout(() => done(1), 1_000)),
      ]).then((stalled) => void (stalled && stalls.push(Math.round(performance.now()))))
    const gone = () => document.querySelector('.song-cards__before') !== null
    for (const until = performance.now() + 60_000; !gone() && performance.now() < until;) {
      scrollBy(0, innerHeight)
      await frames()
    }
    const more = document.querySelector('.song-more')?.getBoundingClientRect()
    const state =
      `scrollY ${Math.round(scrollY)} of ${document.documentElement.scrollHeight}, ` +
      `screen ${innerHeight}, "show more" at ${more ? Math.round(more.top) : 'none'}, ` +
      `${document.visibilityState}, ` +
      (stalls.length > 0 ? `no frame for a second at ${stalls.join(', ')} ms` : 'no frame late')
    for (let i = 0; i < 10; i++) {
      scrollBy(0, innerHeight)
      await frames()
    }
    // The card at the top of the screen; a stream card may be taller than the screen.
    const cards = [...document.querySelectorAll('.song-card')]
    const card = cards.find((c) => c.getBoundingClientRect().bottom > 0) ?? cards.at(-1)
    return {
      title: card?.querySelector('h3')?.textContent ?? '',
      top: (card?.getBoundingClientRect().top ?? NaN) + scrollY,
      rows: document.querySelectorAll('.song-setlist__item').length,
      gone: gone(),
      state,
    }
  })
}

/** Where the card with this title starts in the page, once it is in the page. */
async function placeOf(page: Page, title: string): Promise<number> {
  const heading = results(page).getByRole('heading', { level: 3, name: title, exact: true })
  await expect(heading).toBeAttached()
  return heading.evaluate((h) => h.closest('li')!.getBoundingClientRect().top + scrollY)
}

test.describe('a long song list', () => {
  // Safari has no scroll anchoring: with it off, only exact space keeps the cards in place.
  test.use({ bypassCSP: true })

  test.beforeEach(async ({ page }) => {
    await open(page, '/songlist')
    await page.addStyleTag({ content: '* { overflow-anchor: none !important; }' })
  })

  test('holds a bounded part of itself, and every card comes back where it was', async ({
    page,
  }) => {
    const firstTitle = (await streamCards(page).first().getByRole('heading').textContent()) ?? ''
    const first = await placeOf(page, firstTitle)

    const deep = await scrollPastWindow(page)
    expect(deep.gone, deep.state).toBe(true)
    expect(deep.rows).toBeLessThanOrEqual(windowPerformanceBudget + performanceBatch)
    await expect(results(page).getByRole('heading', { name: firstTitle })).toHaveCount(0)

    await page.evaluate(() => scrollTo(0, 0))
    expect(await placeOf(page, firstTitle)).toBeCloseTo(first, 0)

    // Back at the top the page holds only the cards near it: the reader scrolls down again, and
    // the cards below come back as the page grows, until the one that was at the top of the screen.
    const deepHeading = results(page).getByRole('heading', {
      level: 3,
      name: deep.title,
      exact: true,
    })
    await expect(async () => {
      await page.evaluate((top) => scrollTo(0, top - 100), deep.top)
      await expect(deepHeading).toBeAttached({ timeout: 1_000 })
    }).toPass({ timeout: 30_000 })
    expect(await placeOf(page, deep.title)).toBeCloseTo(deep.top, 0)
  })

  test('every performance is reached by scrolling down the whole list', async ({ page }) => {
    const links = (await wholeList(page)).flatMap((card) => card.links)
    expect(new Set(links.map((link) => link.href)).size).toBe(largeArchivePerformances)
    expect(await page.locator('.song-setlist__item').count()).toBeLessThanOrEqual(
      windowPerformanceBudget + performanceBatch,
    )
  })

  test('the cards before come back with a button, in their place', async ({ page }) => {
    const deep = await scrollPastWindow(page)
    expect(deep.gone, deep.state).toBe(true)
    // The whole page is scanned in a11y.spec.ts; what is new here is the space and its button.
    expect(await axeViolations(page, '.song-cards__before')).toEqual([])
    const earlier = results(page).getByRole('button', { name: '前の曲を表示' })
    const firstShown = (await streamCards(page).first().getByRole('heading').textContent()) ?? ''
    const place = await placeOf(page, firstShown)

    await earlier.focus()
    await page.keyboard.press('Enter')
    await expect(streamCards(page).first().getByRole('heading')).not.toHaveText(firstShown)
    expect(await placeOf(page, firstShown)).toBeCloseTo(place, 0)
  })
})
