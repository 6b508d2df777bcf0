import type { Page } from '@playwright/test'

import { expect, test } from './fixtures.ts'
import { type FakeState, type FakeYouTube, installFakeYouTube } from './support/fake-youtube.ts'

// The fake YouTube player API itself, driven by a small page of its own (not the site's player):
// the page loads the API like a site would, under a CSP without eval that allows only the
// YouTube hosts it needs, and logs every event the player sends.

const origin = 'http://fake.test'
const video = 'aaaaaaaaaaa'
const other = 'bbbbbbbbbbb'
const csp = `default-src 'none'; script-src 'self' https://www.youtube.com; frame-src https://www.youtube-nocookie.com`

type Logged = [string, unknown?]

// Runs in the test page: makes one player on the nocookie host once the API is there.
function driver() {
  const w = window as unknown as {
    log: Logged[]
    player?: Record<string, (...args: unknown[]) => unknown>
    onYouTubeIframeAPIReady: () => void
    YT: { Player: new (id: string, options: object) => Record<string, () => unknown> }
  }
  w.log = []
  const record =
    (name: string) =>
    ({ data }: { data?: unknown }) =>
      w.log.push(data === undefined ? [name] : [name, data])
  // ?video=ID makes the player with that video, to start at 42 s by itself.
  const videoId = new URLSearchParams(location.search).get('video') ?? undefined
  w.onYouTubeIframeAPIReady = () => {
    w.player = new w.YT.Player('slot', {
      host: 'https://www.youtube-nocookie.com',
      width: 320,
      height: 180,
      videoId,
      playerVars: videoId ? { playsinline: 1, autoplay: 1, start: 42 } : { playsinline: 1 },
      events: {
        onReady: record('ready'),
        onStateChange: record('state'),
        onError: record('error'),
        onAutoplayBlocked: record('blocked'),
      },
    })
  }
  const loadApi = () => {
    const script = document.createElement('script')
    script.src = 'https://www.youtube.com/iframe_api'
    document.head.append(script)
  }
  document.getElementById('load')?.addEventListener('click', loadApi)
  document.getElementById('play')?.addEventListener('click', () => w.player?.playVideo?.())
  if (!location.search.includes('lazy')) loadApi()
}

async function openTestPage(page: Page, { query = '', headers = {} } = {}) {
  await page.route(`${origin}/**`, (route) => {
    const { pathname } = new URL(route.request().url())
    if (pathname === '/driver.js') {
      return route.fulfill({ contentType: 'text/javascript', body: `(${String(driver)})()` })
    }
    return route.fulfill({
      contentType: 'text/html; charset=utf-8',
      headers: { 'Content-Security-Policy': csp, ...headers },
      body: `<!doctype html><html lang="en"><title>Fake player test</title>
<main><div id="slot"></div><button id="load">load</button><button id="play">play</button></main>
<script src="/driver.js"></script>`,
    })
  })
  // Not `load`: a stalled API script would hold that back for ever.
  await page.goto(`${origin}/${query}`, { waitUntil: 'domcontentloaded' })
}

const log = (page: Page) => page.evaluate(() => (window as unknown as { log: Logged[] }).log)

/** Calls a method of the page's player with JSON arguments and returns its answer. */
const call = (page: Page, method: string, ...args: unknown[]) =>
  page.evaluate(
    ([m, a]) => {
      const player = (window as unknown as { player: Record<string, (...x: unknown[]) => unknown> })
        .player
      return player[m]!(...a)
    },
    [method, args] as const,
  )

async function readyPlayer(page: Page) {
  await expect.poll(() => log(page)).toContainEqual(['ready'])
}

const field = <K extends keyof FakeState>(fake: FakeYouTube, page: Page, key: K) =>
  fake.state(page).then((state) => state?.[key])

test('the API is ready and the player is an iframe on the nocookie host', async ({ page }) => {
  await installFakeYouTube(page)
  await openTestPage(page)
  await readyPlayer(page)
  const frame = page.locator('iframe#slot')
  await expect(frame).toHaveAttribute('title', 'YouTube video player')
  await expect(frame).toHaveAttribute('width', '320')
  const src = new URL((await frame.getAttribute('src'))!)
  expect(src.origin).toBe('https://www.youtube-nocookie.com')
  expect(src.searchParams.get('playsinline')).toBe('1')
  expect(src.searchParams.get('origin')).toBe(origin)
  expect(await page.evaluate(() => (window as unknown as { YT: object }).YT)).toMatchObject({
    PlayerState: { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 },
  })
})

test('time advances while playing, stops when paused, and jumps on seek', async ({ page }) => {
  // The fake keeps time by the page's clock (performance.now, setTimeout): run on at will.
  await page.clock.install()
  const fake = await installFakeYouTube(page, { rate: 20 })
  await openTestPage(page)
  await readyPlayer(page)
  await call(page, 'loadVideoById', { videoId: video, startSeconds: 60 })
  await expect.poll(() => log(page)).toEqual([['ready'], ['state', -1], ['state', 3], ['state', 1]])
  expect(await call(page, 'getDuration')).toBe(3600)
  await expect.poll(() => call(page, 'getCurrentTime')).toBeGreaterThan(70)

  await call(page, 'pauseVideo')
  await expect.poll(() => field(fake, page, 'state')).toBe(2)
  const paused = (await call(page, 'getCurrentTime')) as number
  await page.clock.runFor(10_000)
  expect(await call(page, 'getCurrentTime')).toBe(paused)

  await call(page, 'seekTo', 1800, true)
  expect(await call(page, 'getCurrentTime')).toBe(1800)
  expect(await call(page, 'getPlayerState')).toBe(2)
  await call(page, 'playVideo')
  await expect.poll(() => call(page, 'getCurrentTime')).toBeGreaterThan(1805)

  const state = await fake.state(page)
  expect(state).toMatchObject({ videoId: video, state: 1, ready: true, players: 1 })
  expect(state?.calls.map((c) => c.method)).toEqual([
    'loadVideoById',
    'pauseVideo',
    'seekTo',
    'playVideo',
  ])
})

test('a seek while playing buffers and plays on from there', async ({ page }) => {
  const fake = await installFakeYouTube(page, { rate: 0 })
  await openTestPage(page)
  await readyPlayer(page)
  await call(page, 'loadVideoById', video)
  await expect.poll(() => field(fake, page, 'state')).toBe(1)
  await fake.seek(page, 95)
  await expect
    .poll(() => log(page))
    .toEqual([['ready'], ...[-1, 3, 1, 3, 1].map((s) => ['state', s])])
  expect(await fake.state(page)).toMatchObject({ time: 95, state: 1 })
  expect((await fake.state(page))?.calls.map((c) => c.method)).toEqual(['loadVideoById'])
})

test('a video ends at its duration, and the rate can change mid-play', async ({ page }) => {
  const fake = await installFakeYouTube(page, { rate: 1, durations: { [video]: 200 } })
  await openTestPage(page)
  await readyPlayer(page)
  await call(page, 'loadVideoById', video, 190)
  await expect.poll(() => field(fake, page, 'state')).toBe(1)
  await fake.setRate(page, 100)
  await expect.poll(() => log(page)).toContainEqual(['state', 0])
  expect(await fake.state(page)).toMatchObject({ time: 200, duration: 200, state: 0 })
})

test('endSeconds ends the video there', async ({ page }) => {
  const fake = await installFakeYouTube(page, { rate: 50 })
  await openTestPage(page)
  await readyPlayer(page)
  await call(page, 'loadVideoById', { videoId: video, startSeconds: 10, endSeconds: 40 })
  await expect.poll(() => field(fake, page, 'state')).toBe(0)
  expect(await call(page, 'getCurrentTime')).toBe(40)
})

test('a video given to the constructor with autoplay starts by itself at start', async ({
  page,
}) => {
  const fake = await installFakeYouTube(page, { rate: 20 })
  await openTestPage(page, { query: `?video=${video}` })
  await expect.poll(() => log(page)).toEqual([['ready'], ['state', -1], ['state', 3], ['state', 1]])
  await expect.poll(() => field(fake, page, 'time')).toBeGreaterThan(43)
  expect((await fake.state(page))?.calls).toEqual([])
  expect(new URL((await page.locator('iframe').getAttribute('src'))!).pathname).toBe(
    `/embed/${video}`,
  )
})

test('stopVideo cues the video at 0; mute and volume are kept', async ({ page }) => {
  const fake = await installFakeYouTube(page, { rate: 20 })
  await openTestPage(page)
  await readyPlayer(page)
  await call(page, 'loadVideoById', video, 10)
  await call(page, 'mute')
  await call(page, 'setVolume', 30)
  await expect.poll(() => field(fake, page, 'state')).toBe(1)
  await call(page, 'stopVideo')
  await expect.poll(() => log(page)).toContainEqual(['state', 5])
  expect(await fake.state(page)).toMatchObject({ state: 5, time: 0, muted: true, volume: 30 })
  expect(await call(page, 'isMuted')).toBe(true)
})

test('a cued video waits for playVideo', async ({ page }) => {
  await page.clock.install()
  const fake = await installFakeYouTube(page, { rate: 20 })
  await openTestPage(page)
  await readyPlayer(page)
  await call(page, 'cueVideoById', video, 30)
  await expect.poll(() => log(page)).toEqual([['ready'], ['state', 5]])
  expect(await call(page, 'getDuration')).toBe(0)
  await page.clock.runFor(10_000)
  expect(await log(page)).toEqual([['ready'], ['state', 5]])
  expect(await call(page, 'getCurrentTime')).toBe(30)
  await call(page, 'playVideo')
  await expect.poll(() => field(fake, page, 'time')).toBeGreaterThan(31)
})

for (const code of [2, 5, 100, 101, 150]) {
  test(`error ${code} reaches onError and the video does not play`, async ({ page }) => {
    await page.clock.install()
    const fake = await installFakeYouTube(page, { errors: { [other]: code } })
    await openTestPage(page)
    await readyPlayer(page)
    await call(page, 'loadVideoById', other)
    await expect.poll(() => log(page)).toEqual([['ready'], ['state', -1], ['error', code]])
    await page.clock.runFor(10_000)
    expect(await log(page)).toHaveLength(3)
    expect(await fake.state(page)).toMatchObject({ videoId: other, state: -1, time: 0 })
  })
}

test('a malformed video id gets error 2', async ({ page }) => {
  await installFakeYouTube(page)
  await openTestPage(page)
  await readyPlayer(page)
  await call(page, 'loadVideoById', 'https://youtu.be/aaaaaaaaaaa')
  await expect.poll(() => log(page)).toContainEqual(['error', 2])
})

test('an embed requested without a Referer gets error 153', async ({ page }) => {
  await installFakeYouTube(page)
  await openTestPage(page, { headers: { 'Referrer-Policy': 'no-referrer' } })
  await readyPlayer(page)
  await call(page, 'loadVideoById', video)
  await expect.poll(() => log(page)).toContainEqual(['error', 153])
})

test('autoplay blocked: no load plays; playVideo plays only from a gesture', async ({ page }) => {
  const fake = await installFakeYouTube(page, { autoplayBlocked: true, rate: 20 })
  await openTestPage(page)
  await readyPlayer(page)
  await call(page, 'loadVideoById', video)
  await expect.poll(() => log(page)).toEqual([['ready'], ['state', -1], ['blocked']])
  await call(page, 'playVideo')
  await expect.poll(() => log(page)).toEqual([['ready'], ['state', -1], ['blocked'], ['blocked']])
  expect(await fake.state(page)).toMatchObject({ state: -1, time: 0 })

  await page.getByRole('button', { name: 'play' }).click()
  await expect.poll(() => field(fake, page, 'state')).toBe(1)
  await expect.poll(() => field(fake, page, 'time')).toBeGreaterThan(1)
})

test('neverReady: the player is made but never ready, and has no media methods', async ({
  page,
}) => {
  await page.clock.install()
  const fake = await installFakeYouTube(page, { neverReady: true })
  await openTestPage(page)
  await expect(page.locator('iframe#slot')).toBeAttached()
  // The embed's handshake has arrived; onReady would be on its way by a timer now.
  await expect.poll(() => field(fake, page, 'iframeLoads')).toBe(1)
  await page.clock.runFor(10_000)
  expect(await log(page)).toEqual([])
  expect(await fake.state(page)).toMatchObject({ ready: false, players: 1 })
  expect(await page.evaluate(() => typeof (window as unknown as { player: object }).player)).toBe(
    'object',
  )
  expect(
    await page.evaluate(
      () => typeof (window as unknown as { player: { playVideo?: unknown } }).player.playVideo,
    ),
  ).toBe('undefined')
})

test('an unreachable API: the script fails and no YT appears', async ({ page, consoleErrors }) => {
  const fake = await installFakeYouTube(page, { apiUnreachable: true })
  const failed = page.waitForEvent('requestfailed')
  await openTestPage(page)
  expect((await failed).failure()?.errorText).toBe('net::ERR_INTERNET_DISCONNECTED')
  expect(await page.evaluate(() => 'YT' in window)).toBe(false)
  expect(await fake.state(page)).toBeNull()
  expect(fake.requests()).toEqual(['https://www.youtube.com/iframe_api'])
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((e) => !/ERR_INTERNET/.test(e)),
  )
})

test('a stalled API never answers', async ({ page }) => {
  const fake = await installFakeYouTube(page, { apiStalls: true })
  await openTestPage(page)
  await expect.poll(() => fake.requests()).toEqual(['https://www.youtube.com/iframe_api'])
  // This wait stays: an answer would come over the network, on real time, not on the page's
  // clock, so no clock can be run past it. The fake notes a request just before it answers, so an
  // answer would be in by now; one later could only come from a handler that waits to answer.
  await page.waitForTimeout(500)
  // Still loading: the page's load event waits for the script.
  expect(await page.evaluate(() => ['YT' in window, document.readyState])).toEqual([
    false,
    'interactive',
  ])
})

test('requests: none before the API loads, then only the script and the embed', async ({
  page,
  consoleErrors,
}) => {
  const fake = await installFakeYouTube(page)
  // The page may show a thumbnail, so that it can ask for one below.
  const headers = { 'Content-Security-Policy': `${csp}; img-src https://i.ytimg.com` }
  await openTestPage(page, { query: '?lazy', headers })
  // A script the driver added would hold the load event back until the fake had answered it.
  await page.waitForLoadState('load')
  expect(fake.requests()).toEqual([])

  await page.getByRole('button', { name: 'load' }).click()
  await readyPlayer(page)
  expect(fake.requests().map((url) => new URL(url).origin + new URL(url).pathname)).toEqual([
    'https://www.youtube.com/iframe_api',
    'https://www.youtube-nocookie.com/embed/',
  ])

  // Anything else on a video host is recorded and refused.
  await page.evaluate(() => {
    const img = document.createElement('img')
    img.alt = ''
    img.src = 'https://i.ytimg.com/vi/aaaaaaaaaaa/hqdefault.jpg'
    document.body.append(img)
  })
  await expect
    .poll(() => fake.requests())
    .toContain('https://i.ytimg.com/vi/aaaaaaaaaaa/hqdefault.jpg')
  const blocked = /ERR_BLOCKED_BY_CLIENT/
  await expect.poll(() => consoleErrors.some((e) => blocked.test(e))).toBe(true)
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !blocked.test(e)))
})

test('a frame the page CSP forbids never becomes ready', async ({ page, consoleErrors }) => {
  const fake = await installFakeYouTube(page)
  await openTestPage(page, {
    headers: { 'Content-Security-Policy': `${csp.replace(/frame-src [^;]+/, "frame-src 'none'")}` },
  })
  await expect(page.locator('iframe#slot')).toBeAttached()
  // The frame is refused before it is requested: nothing reaches the embed, which alone would
  // make the player ready.
  const refused = /violates the following Content Security Policy directive: "frame-src/
  await expect.poll(() => consoleErrors.some((e) => refused.test(e))).toBe(true)
  expect(fake.requests()).toEqual(['https://www.youtube.com/iframe_api'])
  expect(await log(page)).toEqual([])
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !refused.test(e)))
})

test('an iframe moved in the DOM reloads and the player starts over', async ({ page }) => {
  const fake = await installFakeYouTube(page, { rate: 20 })
  await openTestPage(page)
  await readyPlayer(page)
  await call(page, 'loadVideoById', video, 100)
  await expect.poll(() => field(fake, page, 'time')).toBeGreaterThan(100)
  await page.evaluate(() => document.body.append(document.getElementById('slot')!))
  await expect.poll(() => field(fake, page, 'iframeLoads')).toBe(2)
  expect(await fake.state(page)).toMatchObject({ state: -1, time: 0 })
})

test('destroy puts the original element back and silences the player', async ({ page }) => {
  const fake = await installFakeYouTube(page)
  await openTestPage(page)
  await readyPlayer(page)
  await call(page, 'destroy')
  await expect(page.locator('div#slot')).toBeAttached()
  await expect(page.locator('iframe')).toHaveCount(0)
  expect(await fake.state(page)).toMatchObject({ destroyed: true })
})
