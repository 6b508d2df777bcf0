// The player's seek bar and the row it plays marked in the list (issue 35): a labelled slider over the current performance's segment,
// not the whole video, with the time elapsed and the length, moved by pointer and keyboard.
import type { Page } from '@playwright/test'

import { expect, test } from '#tests/e2e/fixtures.ts'
import { open, results } from '#tests/e2e/songlist-page.ts'
import { type FakeYouTube, installFakeYouTube } from '#tests/e2e/support/fake-youtube.ts'

// The newest 夜に駆ける: luna231120a from 1300 s to the next song at 1683 s, 6:23 long.
const segment = { videoId: 'luna231120a', start: 1300, end: 1683 }

const player = (page: Page) => page.getByRole('complementary', { name: /プレーヤー|播放器/ })

async function lastSeek(fake: FakeYouTube, page: Page): Promise<number | undefined> {
  const calls = (await fake.state(page))?.calls ?? []
  return calls.filter((call) => call.method === 'seekTo').at(-1)?.args[0] as number | undefined
}

for (const { prefix, name, pause } of [
  { prefix: '', name: '再生位置', pause: /を一時停止/ },
  { prefix: '/zh', name: '播放位置', pause: /^暫停「/ },
]) {
  test(`${prefix || '/'}: the seek bar spans the segment and moves the video within it`, async ({
    page,
  }) => {
    const fake = await installFakeYouTube(page, { rate: 1 })
    await open(page, `${prefix}/songlist?view=songs&q=${encodeURIComponent('夜に駆ける')}`)
    await results(page).locator('.song-play:not(.song-play--list)').first().click()
    await expect.poll(async () => (await fake.state(page))?.state).toBe(1)
    // The row in the player (at 21:40) is marked in the list, in words as well as in colour.
    const current = results(page).locator('li[aria-current="true"]')
    await expect(current).toHaveCount(1)
    await expect(current).toContainText(prefix ? '播放中' : '再生中')
    await expect(current).toContainText('21:40')
    const slider = player(page).getByRole('slider', { name })
    await expect(slider).toHaveAttribute('max', String(segment.end - segment.start))
    await expect(slider).toHaveAttribute('aria-valuetext', /^0:0\d \/ 6:23$/)

    // Pointer or touch: the value set, the video seeks to the segment's start plus it.
    await slider.fill('120')
    await expect.poll(() => lastSeek(fake, page)).toBe(segment.start + 120)
    await expect(slider).toHaveAttribute('aria-valuetext', /^2:0\d \/ 6:23$/)
    await expect(player(page).locator('.player__time').first()).toHaveText(/^2:0\d$/)

    // Keyboard: an arrow steps one second from where the bar stands, paused so that it stands
    // still (playing, it moves on each second, between the test's reading and its key).
    await player(page).getByRole('button', { name: pause }).click()
    await expect.poll(async () => (await fake.state(page))?.state).toBe(2)
    await slider.focus()
    const before = Number(await slider.inputValue())
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => lastSeek(fake, page)).toBe(segment.start + before + 1)
    expect((await fake.state(page))?.videoId).toBe(segment.videoId)
  })
}
