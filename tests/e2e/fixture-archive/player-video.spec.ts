// The player's video against YouTube's rule for embeds (issue 35): whenever a video shows, its
// frame is at least 200 x 200 CSS px, in sight and uncovered; folded away, it plays no sound.
// On a 360 x 740 phone and a 1366 x 900 desktop, in both languages, against the fake IFrame API.
import type { Page } from '@playwright/test'

import { expect, test } from '#tests/e2e/fixtures.ts'
import { open, results } from '#tests/e2e/songlist-page.ts'
import { type FakeYouTube, installFakeYouTube } from '#tests/e2e/support/fake-youtube.ts'

const player = (page: Page) => page.getByRole('complementary', { name: /プレーヤー|播放器/ })
const frame = (page: Page) => player(page).locator('.player__video iframe')

const labels = {
  '': {
    pause: /を一時停止/,
    play: /」を再生/,
    fold: '動画をたたむ（一時停止）',
    show: '動画を表示',
  },
  '/zh': { pause: /^暫停「/, play: /^播放「/, fold: '收起影片（暫停）', show: '顯示影片' },
}

/** The frame's box, and whether the element at its centre is the frame itself. */
async function frameSight(page: Page) {
  return frame(page).evaluate((element) => {
    const box = element.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return { width: box.width, height: box.height, uncovered: hit === element }
  })
}

async function expectAllowedVideo(page: Page, state: string) {
  await expect(frame(page)).toBeVisible()
  const sight = await frameSight(page)
  expect(sight.width, state).toBeGreaterThanOrEqual(200)
  expect(sight.height, state).toBeGreaterThanOrEqual(200)
  expect(sight.uncovered, state).toBe(true)
}

const playerState = async (fake: FakeYouTube, page: Page) => (await fake.state(page))?.state

for (const screen of [
  { name: 'phone', viewport: { width: 360, height: 740 } },
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
]) {
  for (const prefix of ['', '/zh'] as const) {
    test(`${screen.name} ${prefix || '/'}: the video is 200 x 200 or more in every state, and folding it pauses`, async ({
      page,
    }) => {
      await page.setViewportSize(screen.viewport)
      const fake = await installFakeYouTube(page, { rate: 2 })
      await open(page, `${prefix}/songlist`)
      await results(page).locator('.song-play:not(.song-play--list)').first().click()
      await expect.poll(() => playerState(fake, page)).toBe(1)
      await expectAllowedVideo(page, 'playing')

      await player(page)
        .getByRole('button', { name: /再生キュー|播放佇列/ })
        .click()
      await expectAllowedVideo(page, 'queue open')
      await player(page).getByRole('button', { name: labels[prefix].pause }).click()
      await expect.poll(() => playerState(fake, page)).toBe(2)
      await expectAllowedVideo(page, 'paused')

      // Folded: no video, and nothing plays; play shows the video again before it sounds.
      await player(page).getByRole('button', { name: labels[prefix].play }).click()
      await expect.poll(() => playerState(fake, page)).toBe(1)
      await player(page).getByRole('button', { name: labels[prefix].fold }).click()
      await expect(frame(page)).toBeHidden()
      await expect.poll(() => playerState(fake, page)).toBe(2)
      await player(page).getByRole('button', { name: labels[prefix].show }).click()
      await expectAllowedVideo(page, 'shown again, paused')
      expect(await playerState(fake, page)).toBe(2)
      await player(page).getByRole('button', { name: labels[prefix].fold }).click()
      await player(page).getByRole('button', { name: labels[prefix].play }).click()
      await expect.poll(() => playerState(fake, page)).toBe(1)
      await expectAllowedVideo(page, 'played after folding')
      await expect(player(page).getByRole('button', { name: labels[prefix].fold })).toBeVisible()
    })
  }
}
