// The player's sleep timer (issue 72), against the fake YouTube API on the page's own clock: it
// stops playback after its minutes or at the end of the song, the lock screen showing paused; it
// outlasts moving between pages and a reload, and a new press of play cancels it. The stream of
// 2023-06-01 (tests/fixtures/other-singer/streams/2023-06-01.json) plays 8 songs of one video,
// Lemon from 3:10 to 9:42 first.
import type { Page } from '@playwright/test'

import { axeViolations, switchTheme } from '#tests/e2e/axe.ts'
import { expect, test } from '#tests/e2e/fixtures.ts'
import { type FakeYouTube, installFakeYouTube } from '#tests/e2e/support/fake-youtube.ts'
import { hydrated } from '#tests/support/hydrated.ts'

const languages = [
  {
    prefix: '',
    playAll: 'セットリスト8曲を続けて再生',
    queue: '再生キュー',
    timer: 'おやすみタイマー',
    fifteen: '15分後に停止',
    songEnd: 'この曲の終わりで停止',
    left: (time: string) => `おやすみタイマー 残り${time}`,
    play: /^「.+」を再生$/,
    position: (n: number) => `${String(n)} / 8曲目`,
  },
  {
    prefix: '/zh',
    playAll: '連續播放歌單 8 首',
    queue: '播放佇列',
    timer: '睡眠定時',
    fifteen: '15 分鐘後停止',
    songEnd: '這首歌結束時停止',
    left: (time: string) => `睡眠定時 剩餘 ${time}`,
    play: /^播放「.+」$/,
    position: (n: number) => `第 ${String(n)} / 8 首`,
  },
]
const ja = languages[0]!

const player = (page: Page) => page.getByRole('complementary', { name: /プレーヤー|播放器/ })
const position = (page: Page) => player(page).locator('.player__position')
const fakeState = async (fake: FakeYouTube, page: Page) => (await fake.state(page))?.state
const playbackState = (page: Page) => page.evaluate(() => navigator.mediaSession.playbackState)

/** Plays the stream's setlist from its page and waits for the video to play. */
async function playStream(page: Page, fake: FakeYouTube, language: (typeof languages)[number]) {
  await page.goto(`${language.prefix}/streams/2023-06-01`)
  await hydrated(page)
  await page.getByRole('button', { name: language.playAll }).click()
  await expect.poll(() => fakeState(fake, page)).toBe(1)
}

/** Chooses the sleep timer in the queue's head. */
async function setTimer(page: Page, language: (typeof languages)[number], choice: string) {
  const queue = player(page).getByRole('button', { name: language.queue })
  if ((await queue.getAttribute('aria-expanded')) !== 'true') await queue.click()
  const select = player(page).getByRole('combobox', { name: language.timer })
  const box = await select.boundingBox()
  expect(box?.height).toBeGreaterThanOrEqual(44)
  await select.selectOption(choice)
}

for (const language of languages) {
  test.describe(`the sleep timer on ${language.prefix || '/'}`, () => {
    test.use({ bypassCSP: true })

    test('stops playback after 15 minutes on the page’s clock, the lock screen showing paused', async ({
      page,
    }) => {
      await page.clock.install()
      const fake = await installFakeYouTube(page, { rate: 1 })
      await playStream(page, fake, language)
      await setTimer(page, language, language.fifteen)
      await expect(position(page)).toContainText(language.left('15:00'))
      for (const colorScheme of ['light', 'dark'] as const) {
        await switchTheme(page, colorScheme)
        expect(await axeViolations(page, '.player'), colorScheme).toEqual([])
      }

      // The page's clock also runs by itself meanwhile, by the seconds the scans took.
      await page.clock.runFor('14:30')
      await expect(position(page)).toContainText(new RegExp(language.left('0:[0-3]\\d')))
      expect(await fakeState(fake, page)).toBe(1)
      expect(await playbackState(page)).toBe('playing')

      await page.clock.runFor('00:31')
      await expect.poll(() => fakeState(fake, page)).toBe(2)
      await expect(player(page).getByRole('button', { name: language.play })).toBeVisible()
      await expect(position(page)).toHaveText(language.position(3))
      expect(await playbackState(page)).toBe('paused')
      await expect(player(page).getByRole('combobox', { name: language.timer })).toHaveValue('off')
    })
  })
}

test('stops at the end of the song, the next one current and not started', async ({ page }) => {
  const fake = await installFakeYouTube(page, { rate: 5 })
  await playStream(page, fake, ja)
  await setTimer(page, ja, ja.songEnd)
  await expect(position(page)).toContainText(ja.songEnd)
  await fake.seek(page, 575)
  await expect.poll(() => fakeState(fake, page)).toBe(2)
  await expect(position(page)).toHaveText(ja.position(2))
  expect(await playbackState(page)).toBe('paused')
  // Nothing of the next song was asked for: Lemon's load is the only command that moved the video.
  const calls = (await fake.state(page))?.calls.map((call) => call.method)
  expect(calls?.filter((method) => method === 'seekTo' || method === 'loadVideoById')).toEqual([
    'loadVideoById',
  ])
})

test('outlasts moving between pages and a reload, and a new press of play cancels it', async ({
  page,
}) => {
  const fake = await installFakeYouTube(page, { rate: 1 })
  await playStream(page, fake, ja)
  await setTimer(page, ja, ja.fifteen)
  await page
    .getByRole('navigation', { name: 'メインメニュー' })
    .getByRole('link', { name: 'プロフィール' })
    .click()
  await expect(page).toHaveURL(/\/about\?play=/)
  await expect(position(page)).toContainText(/おやすみタイマー 残り1[45]:\d\d/)

  await page.reload()
  await hydrated(page)
  await expect(position(page)).toContainText(/おやすみタイマー 残り1[45]:\d\d/)
  // Play in the bar goes on with the queue the link kept: the timer stays.
  await player(page).getByRole('button', { name: ja.play }).click()
  await expect.poll(() => fakeState(fake, page)).toBe(1)
  await expect(position(page)).toContainText(/おやすみタイマー/)

  await player(page).getByRole('link', { name: '【弾き語り】月夜のピアノ歌枠' }).click()
  await expect(page).toHaveURL(/\/streams\/2023-06-01\?play=/)
  await expect(position(page)).toContainText(/おやすみタイマー/)
  await page.getByRole('button', { name: ja.playAll }).click()
  await expect(position(page)).toHaveText(ja.position(1))
})
