// The player on the test archive, against the fake YouTube API (this machine has no internet):
// segments in order, the queue's controls, skipped videos, the queue in the link, playback that
// outlasts navigation, the lock screen, phones and axe.
import type { Page } from '@playwright/test'

import { axeViolations, switchTheme } from '#tests/e2e/axe.ts'
import { expect, test } from '#tests/e2e/fixtures.ts'
import { dropExpectedChunkErrors, failUntilRestored, pageSettled } from '#tests/e2e/page-helpers.ts'
import { open, results, showWholeList } from '#tests/e2e/songlist-page.ts'
import {
  type FakeState,
  type FakeYouTube,
  installFakeYouTube,
} from '#tests/e2e/support/fake-youtube.ts'

// 夜に駆ける, newest first as the song view lists it: the video, its start and where it ends (the
// next song in the same video).
const yoruNiKakeru = [
  { videoId: 'luna231120a', start: 1300, end: 1683 },
  { videoId: 'luna231014b', start: 125, end: 513 },
  { videoId: 'luna230902a', start: 620, end: 1005 },
]
const player = (page: Page) => page.getByRole('complementary', { name: /プレーヤー|播放器/ })
const position = (page: Page) => player(page).locator('.player__position')
const songCard = (page: Page, title: string) =>
  results(page)
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title }) })

/** The video and start of every segment the page asked the player for, in order. */
async function segmentsAsked(fake: FakeYouTube, page: Page): Promise<[string, number][]> {
  const state = await fake.state(page)
  const asked: [string, number][] = []
  let video = ''
  for (const { method, args } of state?.calls ?? []) {
    if (method === 'loadVideoById') {
      const { videoId, startSeconds } = args[0] as { videoId: string; startSeconds: number }
      video = videoId
      asked.push([videoId, startSeconds])
    } else if (method === 'seekTo') {
      asked.push([video, args[0] as number])
    }
  }
  return asked
}

async function playing(fake: FakeYouTube, page: Page): Promise<FakeState> {
  let state: FakeState | null = null
  await expect
    .poll(async () => {
      state = await fake.state(page)
      return state?.state
    })
    .toBe(1)
  return state as unknown as FakeState
}

async function playSong(page: Page, title: string, label: RegExp) {
  await open(page, '/songlist?view=songs')
  await songCard(page, title).getByRole('button', { name: label }).click()
}

test.describe('the player', () => {
  test('asks nothing of YouTube before the first press of play, then only the privacy host', async ({
    page,
  }) => {
    const fake = await installFakeYouTube(page, { rate: 10 })
    await open(page, '/songlist')
    await page.goto('/about')
    await page.goto('/')
    await open(page, '/songlist')
    expect(fake.requests()).toEqual([])
    await expect(player(page)).toHaveCount(0)

    await results(page)
      .getByRole('button', { name: /「告白氣球」をプレーヤーで/ })
      .click()
    await playing(fake, page)
    const hosts = new Set(fake.requests().map((url) => new URL(url).host))
    expect(hosts).toEqual(new Set(['www.youtube.com', 'www.youtube-nocookie.com']))
    await expect(player(page).locator('iframe')).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
    )
  })

  test('plays a song’s performances one after another, each from its start to its end', async ({
    page,
  }) => {
    await page.clock.install()
    const fake = await installFakeYouTube(page, { rate: 20 })
    await playSong(page, '夜に駆ける', /夜に駆ける」の5回を続けて再生/)
    await expect(position(page)).toHaveText('1 / 5曲目')
    await playing(fake, page)

    // A seek inside the segment keeps it: the same performance goes on, past several of the
    // player's checks of the time (four a second).
    await fake.seek(page, 1500)
    await page.clock.runFor(1_000)
    await pageSettled(page)
    expect(await position(page).textContent()).toBe('1 / 5曲目')
    expect(await segmentsAsked(fake, page)).toEqual([['luna231120a', 1300]])

    // Near its end, the next performance (another video) follows by itself, then the third.
    for (const [i, segment] of yoruNiKakeru.slice(0, 2).entries()) {
      await fake.seek(page, segment.end - 5)
      await expect(position(page)).toHaveText(`${String(i + 2)} / 5曲目`)
    }
    await playing(fake, page)
    expect((await segmentsAsked(fake, page)).slice(0, 3)).toEqual(
      yoruNiKakeru.map((s) => [s.videoId, s.start]),
    )
    expect((await fake.state(page))?.videoId).toBe('luna230902a')
  })

  test('next, previous, shuffle and repeat move through a stream’s setlist', async ({ page }) => {
    const fake = await installFakeYouTube(page, { rate: 20 })
    await open(page, '/songlist')
    await showWholeList(page)
    const stream = results(page)
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: '【弾き語り】月夜のピアノ歌枠' }) })
    await stream.getByRole('button', { name: /セットリスト8曲を続けて再生/ }).click()
    await playing(fake, page)
    const bar = player(page)

    await bar.getByRole('button', { name: '次の曲' }).click()
    await expect(position(page)).toHaveText('2 / 8曲目')
    await bar.getByRole('button', { name: '前の曲' }).click()
    await expect(position(page)).toHaveText('1 / 8曲目')
    await expect
      .poll(async () => (await segmentsAsked(fake, page)).map(([, start]) => start))
      .toEqual([190, 582, 190])

    // Repeat all: after the last song (which plays to the video's end) comes the first again.
    await bar.getByRole('button', { name: 'リピート: オフ' }).click()
    await bar.getByRole('button', { name: '再生キュー' }).click()
    const queue = bar.getByRole('listitem')
    await expect(queue).toHaveCount(8)
    await queue.nth(7).getByRole('button', { name: /^糸/ }).click()
    await expect(position(page)).toHaveText('8 / 8曲目')
    await expect(queue.nth(7)).toHaveAttribute('aria-current', 'true')
    await playing(fake, page)
    await fake.seek(page, 3595)
    await expect(position(page)).toHaveText('1 / 8曲目')

    // Repeat one: the segment starts over instead of moving on.
    await bar.getByRole('button', { name: 'リピート: すべて' }).click()
    await expect(bar.getByRole('button', { name: 'リピート: 1曲' })).toBeVisible()
    await playing(fake, page)
    const before = (await segmentsAsked(fake, page)).length
    await fake.seek(page, 580)
    await expect.poll(async () => (await segmentsAsked(fake, page)).length).toBe(before + 1)
    expect((await segmentsAsked(fake, page)).at(-1)).toEqual(['luna230601a', 190])
    await expect(position(page)).toHaveText('1 / 8曲目')

    // Shuffle keeps the current song first and every song once.
    const titles = () => queue.locator('.player__entry-title').allTextContents()
    const unshuffled = await titles()
    await bar.getByRole('button', { name: 'キューをシャッフル' }).click()
    await expect.poll(async () => (await titles())[0]).toBe(unshuffled[0])
    expect([...(await titles())].sort()).toEqual([...unshuffled].sort())

    // Removing an entry takes it out of the queue and the link.
    await queue
      .nth(1)
      .getByRole('button', { name: /をキューから外す/ })
      .click()
    await expect(queue).toHaveCount(7)
  })

  test('skips a video YouTube refuses, with a notice and its link on YouTube', async ({ page }) => {
    const fake = await installFakeYouTube(page, { rate: 20, errors: { luna231120a: 150 } })
    await playSong(page, '夜に駆ける', /夜に駆ける」の5回を続けて再生/)
    const notice = player(page).getByRole('status')
    await expect(notice).toContainText(
      '「夜に駆ける」はこのサイトでは再生できないため、飛ばしました。',
    )
    await expect(notice.getByRole('link', { name: /YouTube で開く/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=luna231120a&t=1300s',
    )
    await expect(position(page)).toHaveText('2 / 5曲目')
    expect((await playing(fake, page)).videoId).toBe('luna231014b')
  })

  test('says so when the YouTube player never answers, and stops there', async ({ page }) => {
    test.slow()
    const fake = await installFakeYouTube(page, { neverReady: true })
    await playSong(page, '夜に駆ける', /夜に駆ける」の5回を続けて再生/)
    const notice = player(page).getByRole('status')
    await expect(notice).toContainText('YouTube のプレーヤーが応答しません。', { timeout: 20_000 })
    await expect(position(page)).toHaveText('1 / 5曲目')
    await expect(player(page).getByRole('button', { name: /「夜に駆ける」を再生/ })).toBeVisible()
    expect((await fake.state(page))?.ready).toBe(false)
  })

  test('without a connection, says it needs one, asks YouTube nothing and keeps the queue', async ({
    page,
    context,
  }) => {
    const fake = await installFakeYouTube(page, { rate: 10 })
    await playSong(page, '夜に駆ける', /夜に駆ける」の5回を続けて再生/)
    await playing(fake, page)
    const asked = (await segmentsAsked(fake, page)).length
    await context.setOffline(true)
    await player(page).getByRole('button', { name: '次の曲' }).click()
    const notice = player(page).getByRole('status')
    await expect(notice).toContainText('再生にはインターネット接続が必要です。')
    await expect(notice.getByRole('link', { name: 'YouTube で開く' })).toHaveCount(0)
    await expect(position(page)).toHaveText('2 / 5曲目')
    expect(await segmentsAsked(fake, page)).toHaveLength(asked)
    await expect.poll(async () => (await fake.state(page))?.state).toBe(2)
    await context.setOffline(false)
    await player(page)
      .getByRole('button', { name: /「夜に駆ける」を再生/ })
      .click()
    expect((await playing(fake, page)).videoId).toBe(yoruNiKakeru[1]!.videoId)
    await expect(player(page).getByText(/インターネット接続/)).toHaveCount(0)
  })

  test('shows a play button when the browser blocks autoplay', async ({ page }) => {
    const fake = await installFakeYouTube(page, { autoplayBlocked: true, rate: 10 })
    await playSong(page, '夜に駆ける', /夜に駆ける」の5回を続けて再生/)
    const start = player(page).getByRole('button', { name: '再生を始める' })
    await expect(start).toBeVisible()
    await start.click()
    expect((await playing(fake, page)).videoId).toBe('luna231120a')
    await expect(start).toHaveCount(0)
  })

  test('a queue link reopened restores the queue and its position, and waits for play', async ({
    page,
    browser,
  }) => {
    const fake = await installFakeYouTube(page, { rate: 10 })
    await playSong(page, '夜に駆ける', /夜に駆ける」の5回を続けて再生/)
    await playing(fake, page)
    await player(page).getByRole('button', { name: '次の曲' }).click()
    await player(page).getByRole('button', { name: '次の曲' }).click()
    await expect(position(page)).toHaveText('3 / 5曲目')
    await expect(page).toHaveURL(/[?&]play=1\.2\.n\*luna/)
    const link = page.url()

    const context = await browser.newContext()
    const other = await context.newPage()
    const otherFake = await installFakeYouTube(other, { rate: 10 })
    await other.goto(link)
    await expect(position(other)).toHaveText('3 / 5曲目')
    await expect(player(other).locator('.player__title')).toHaveText('夜に駆ける')
    expect(otherFake.requests()).toEqual([])
    await player(other)
      .getByRole('button', { name: /「夜に駆ける」を再生/ })
      .click()
    expect((await playing(otherFake, other)).videoId).toBe('luna230902a')
    expect(await segmentsAsked(otherFake, other)).toEqual([['luna230902a', 620]])
    await context.close()
  })

  test('a player whose code fails to load leaves the page as it was and offers to load it again', async ({
    page,
    consoleErrors,
  }) => {
    const fake = await installFakeYouTube(page)
    const restore = await failUntilRestored(page, /\/assets\/player-panel-[^/]+\.js$/)
    await open(page, '/songlist')
    // The cards below the screen take their real height only once the browser renders them
    // (content-visibility), which on a busy machine came after any wait: render them all, so the
    // page's height measures only what the failure could add.
    await page.evaluate(() => {
      for (const card of document.querySelectorAll<HTMLElement>('.song-card'))
        card.style.contentVisibility = 'visible'
    })
    const view = () =>
      page.evaluate(() => ({
        scrolled: window.scrollY,
        height: document.documentElement.scrollHeight,
        firstCard: document.querySelector('.song-cards article')?.getBoundingClientRect().top,
      }))
    const play = results(page).getByRole('button', { name: /「告白氣球」をプレーヤーで/ })
    await play.scrollIntoViewIfNeeded()
    const before = await view()
    await play.click()
    const notice = page.getByRole('alert').filter({ hasText: 'プレーヤーを読み込めませんでした' })
    await expect(notice).toBeVisible()
    await expect(player(page)).toHaveCount(0)
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(results(page).getByRole('article').first()).toBeVisible()
    expect(await view()).toEqual(before)
    expect(fake.requests()).toEqual([])

    restore()
    await notice.getByRole('button', { name: 'もう一度読み込む' }).click()
    await expect(player(page)).toBeVisible()
    await expect(player(page)).toContainText('告白氣球')
    await expect(notice).toHaveCount(0)
    dropExpectedChunkErrors(consoleErrors)
  })

  test('ignores a malformed queue in the link', async ({ page }) => {
    const fake = await installFakeYouTube(page)
    await page.goto('/about?play=1.9.n*luna231120a')
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(player(page)).toHaveCount(0)
    expect(fake.requests()).toEqual([])
  })

  test('keeps playing while the visitor moves to About and switches language', async ({ page }) => {
    const fake = await installFakeYouTube(page, { rate: 2 })
    await playSong(page, '夜に駆ける', /夜に駆ける」の5回を続けて再生/)
    const first = await playing(fake, page)

    await page
      .getByRole('navigation', { name: 'メインメニュー' })
      .getByRole('link', { name: 'プロフィール' })
      .click()
    await expect(page).toHaveURL(/\/about\?play=/)
    await page.getByRole('navigation', { name: '言語' }).getByRole('link', { name: '繁中' }).click()
    await expect(page).toHaveURL(/\/zh\/about\?play=/)
    await expect(player(page).getByRole('button', { name: '下一首' })).toBeVisible()

    const now = await playing(fake, page)
    expect(now.player).toBe(first.player)
    expect(now.iframeLoads).toBe(1)
    expect(now.time).toBeGreaterThan(first.time)
    expect(await segmentsAsked(fake, page)).toEqual([['luna231120a', 1300]])
  })

  test('tells the lock screen what plays, and its next button moves on', async ({ page }) => {
    await page.addInitScript(() => {
      const handlers: Record<string, (() => void) | null> = {}
      ;(window as unknown as { mediaHandlers: typeof handlers }).mediaHandlers = handlers
      const session = navigator.mediaSession
      session.setActionHandler = (action, handler) => {
        handlers[action] = handler as (() => void) | null
      }
    })
    const fake = await installFakeYouTube(page, { rate: 5 })
    await playSong(page, '夜に駆ける', /夜に駆ける」の5回を続けて再生/)
    await playing(fake, page)
    const metadata = () =>
      page.evaluate(() => {
        const m = navigator.mediaSession.metadata
        return m && { title: m.title, artist: m.artist, album: m.album }
      })
    expect(await metadata()).toEqual({
      title: '夜に駆ける',
      artist: 'YOASOBI',
      album: '【歌枠】月曜の夜にしっとりピアノ',
    })
    await page.evaluate(() => {
      const { mediaHandlers } = window as unknown as {
        mediaHandlers: Record<string, (() => void) | undefined>
      }
      mediaHandlers.nexttrack?.()
    })
    await expect(position(page)).toHaveText('2 / 5曲目')
    await expect
      .poll(async () => (await metadata())?.album)
      .toBe('【リクエスト歌枠】秋の夜長に何でも歌う')
  })

  test('on a phone, the bar never covers the end of the page', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    const fake = await installFakeYouTube(page, { rate: 5 })
    await playSong(page, '夜に駆ける', /夜に駆ける」の5回を続けて再生/)
    await playing(fake, page)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const footer = await page.locator('footer').boundingBox()
    const bar = await player(page).boundingBox()
    // Within half a pixel: the browser scrolls by whole pixels over a page of fractional height.
    expect(footer && bar && footer.y + footer.height).toBeLessThanOrEqual((bar?.y ?? 0) + 0.5)
  })

  // The page under the player is scanned in a11y.spec.ts; here, the player in both themes.
  test.describe('axe', () => {
    test.use({ bypassCSP: true })
    for (const prefix of ['', '/zh']) {
      test(`passes with the player open and its queue and a notice shown on ${prefix}/songlist, in both themes`, async ({
        page,
      }) => {
        await switchTheme(page, 'light')
        const fake = await installFakeYouTube(page, { rate: 5, errors: { luna231120a: 150 } })
        await open(page, `${prefix}/songlist?view=songs`)
        await songCard(page, '夜に駆ける')
          .getByRole('button', { name: /5(回を|\s*次演唱)/ })
          .click()
        await playing(fake, page)
        await player(page).locator('[aria-controls], [aria-expanded]').first().click()
        await expect(player(page).getByRole('listitem')).toHaveCount(5)
        await expect(player(page).locator('.player__notice')).not.toBeEmpty()
        for (const colorScheme of ['light', 'dark'] as const) {
          await switchTheme(page, colorScheme)
          expect(await axeViolations(page, '.player'), colorScheme).toEqual([])
        }
      })
    }
  })
})
