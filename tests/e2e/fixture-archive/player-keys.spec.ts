// The player by keyboard (issue 35): a skip link after the one to the main content reaches its
// play button, and YouTube's keys work inside it, never in the page's text fields.
import type { Page } from '@playwright/test'

import { expect, test } from '#tests/e2e/fixtures.ts'
import { open } from '#tests/e2e/songlist-page.ts'
import { type FakeYouTube, installFakeYouTube } from '#tests/e2e/support/fake-youtube.ts'

// The newest 夜に駆ける alone: luna231120a from 1300 s (104 in base 36) to 1683 s.
const queue = '1.0.n*luna231120a104'
const segmentStart = 1300

const player = (page: Page) => page.getByRole('complementary', { name: /プレーヤー|播放器/ })

async function calls(fake: FakeYouTube, page: Page, method: string) {
  const all = (await fake.state(page))?.calls ?? []
  return all.filter((call) => call.method === method)
}

const stateOf = async (fake: FakeYouTube, page: Page) => (await fake.state(page))?.state

for (const { prefix, main, skip, search } of [
  { prefix: '', main: '本文へスキップ', skip: 'プレーヤーへ', search: '歌を検索' },
  { prefix: '/zh', main: '跳到主要內容', skip: '跳到播放器', search: '搜尋歌曲' },
]) {
  test(`${prefix || '/'}: the skip link reaches the play button, and k, l and space work there`, async ({
    page,
  }) => {
    const fake = await installFakeYouTube(page, { rate: 1 })
    await open(page, `${prefix}/songlist?play=${queue}`)
    await expect(player(page)).toBeVisible()
    const skipLink = page.getByRole('link', { name: skip })
    await expect(skipLink).toBeAttached()

    // From the top of the page: the skip link to the main content, then the one to the player.
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: main })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(skipLink).toBeFocused()
    await expect(skipLink).toBeInViewport()
    await page.keyboard.press('Enter')
    const toggle = player(page).locator('.player__toggle')
    await expect(toggle).toBeFocused()

    // k plays (the link's queue waits for a press), and k again pauses.
    await page.keyboard.press('k')
    await expect.poll(() => stateOf(fake, page)).toBe(1)
    await page.keyboard.press('k')
    await expect.poll(async () => (await calls(fake, page, 'pauseVideo')).length).toBe(1)
    await expect.poll(() => stateOf(fake, page)).toBe(2)

    // l goes on 10 s from where it paused, within the segment.
    const pausedAt = (await fake.state(page))?.time ?? 0
    expect(pausedAt).toBeGreaterThanOrEqual(segmentStart)
    await page.keyboard.press('l')
    await expect
      .poll(async () => (await calls(fake, page, 'seekTo')).at(-1)?.args[0] as number | undefined)
      .toBeGreaterThan(pausedAt + 9.5)
    const seekedTo = (await calls(fake, page, 'seekTo')).at(-1)?.args[0] as number
    expect(seekedTo).toBeLessThanOrEqual(pausedAt + 10.5)

    // Space on the focused button is the button's own press: it resumes once, not twice.
    const playsBefore = (await calls(fake, page, 'playVideo')).length
    await page.keyboard.press('Space')
    await expect.poll(() => stateOf(fake, page)).toBe(1)
    expect((await calls(fake, page, 'playVideo')).length).toBe(playsBefore + 1)
    expect(await calls(fake, page, 'pauseVideo')).toHaveLength(1)

    // A k typed into the song list's search field is a letter, not a pause.
    const field = page.getByLabel(search)
    await field.focus()
    await page.keyboard.type('k')
    await expect(field).toHaveValue('k')
    expect(await calls(fake, page, 'pauseVideo')).toHaveLength(1)
    expect(await stateOf(fake, page)).toBe(1)
  })
}
