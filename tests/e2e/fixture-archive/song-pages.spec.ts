// A page per song and per stream on the test archive (tests/fixtures/other-singer): content, head
// tags, JSON-LD, play all, the links that lead to them and back, 404s, the sitemap and axe. The
// figures below are worked out by hand from its six stream files, whose dates are all shown.
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from '@playwright/test'

import { axeViolations, colourRules, switchTheme } from '#tests/e2e/axe.ts'
import { expect, test } from '#tests/e2e/fixtures.ts'
import { open, reportSong, results } from '#tests/e2e/songlist-page.ts'
import { installFakeYouTube } from '#tests/e2e/support/fake-youtube.ts'
import { fixtureArchive } from '#tests/support/fixture-archive.ts'
import { hydrated } from '#tests/support/hydrated.ts'

const origin = 'https://luna-fans.example.org'
const yoru = encodeURI('/songs/夜に駆ける')

async function visit(page: Page, url: string) {
  const response = await page.goto(url)
  await hydrated(page)
  return response
}

const headLink = (page: Page, rel: string, hreflang?: string) =>
  page
    .locator(`head link[rel="${rel}"]${hreflang ? `[hreflang="${hreflang}"]` : ''}`)
    .getAttribute('href')
const meta = (page: Page, key: string) =>
  page.locator(`head meta[property="${key}"], head meta[name="${key}"]`).getAttribute('content')
async function jsonLd(page: Page): Promise<Record<string, unknown>> {
  const text = await page.locator('script[type="application/ld+json"]').textContent()
  return JSON.parse(text ?? '') as Record<string, unknown>
}

test.describe('song pages', () => {
  test('夜に駆ける in Japanese: facts, every performance newest first, head tags and JSON-LD', async ({
    page,
  }) => {
    const response = await visit(page, yoru)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('夜に駆ける')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
    const facts = page.locator('.song-page__facts')
    await expect(facts).toContainText('歌った回数5回')
    await expect(facts).toContainText('初めて歌った日2023年6月1日(木)')
    await expect(facts).toContainText('最後に歌った日2023年11月20日(月)')
    // Worked out in the browser only: the prerendered page was built on another day.
    await expect(facts).toContainText(/（[\d,]+日前）/)
    await expect(page.getByRole('img', { name: /年ごとに歌った回数: 2023年 5回/ })).toBeVisible()

    const performances = page.getByRole('region', { name: '歌った配信' }).getByRole('listitem')
    await expect(performances).toHaveCount(5)
    await expect(performances.first()).toContainText('2023年11月20日(月)')
    await expect(performances.last()).toContainText('2023年6月1日(木)')
    await expect(
      performances.first().getByRole('link', { name: /YouTube で再生/ }),
    ).toHaveAttribute('href', 'https://www.youtube.com/watch?v=luna231120a&t=1300s')

    // Five songs share two streams with it; the newer shared stream, then the title, orders them.
    await expect(
      page.getByRole('region', { name: '同じ配信でよく歌う曲' }).getByRole('link'),
    ).toHaveText(['ムーンライト伝説', '三日月', '天体観測', '月光', '残響散歌'])

    await expect(page).toHaveTitle('夜に駆ける / YOASOBI | 月島ルナ ファンサイト')
    expect(await headLink(page, 'canonical')).toBe(origin + yoru)
    expect(await headLink(page, 'alternate', 'zh-Hant')).toBe(`${origin}/zh${yoru}`)
    expect(await headLink(page, 'alternate', 'x-default')).toBe(origin + yoru)
    expect(await meta(page, 'og:url')).toBe(origin + yoru)
    expect(await meta(page, 'description')).toContain('「夜に駆ける」（YOASOBI）を歌った5回の記録')
    expect(await meta(page, 'twitter:card')).toBe('summary_large_image')
    const ld = await jsonLd(page)
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'MusicRecording',
      name: '夜に駆ける',
      url: origin + yoru,
      recordingOf: { '@type': 'MusicComposition', creator: [{ name: 'YOASOBI' }] },
    })
    expect(ld.publication).toHaveLength(5)
  })

  test('in Chinese: its own canonical URL and text, the same performances', async ({ page }) => {
    await visit(page, `/zh${yoru}`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('夜に駆ける')
    await expect(
      page.getByRole('region', { name: '演唱過的直播' }).getByRole('listitem'),
    ).toHaveCount(5)
    expect(await headLink(page, 'canonical')).toBe(`${origin}/zh${yoru}`)
    expect(await meta(page, 'og:locale')).toBe('zh_TW')
    expect(await meta(page, 'description')).toContain('「夜に駆ける」（YOASOBI）的 5 次紀錄')
  })

  test('play all queues the five performances; the list link finds the song', async ({ page }) => {
    await installFakeYouTube(page, { rate: 10 })
    await visit(page, yoru)
    await page.getByRole('button', { name: '「夜に駆ける」の5回を続けて再生' }).click()
    const player = page.getByRole('complementary', { name: 'プレーヤー' })
    await expect(player.locator('.player__position')).toHaveText('1 / 5曲目')
    await page.getByRole('link', { name: '歌リストで見る' }).click()
    await expect(page).toHaveURL(/\/songlist\?q=%E5%A4%9C%E3%81%AB%E9%A7%86%E3%81%91%E3%82%8B/)
    await expect(results(page).getByRole('article').first()).toContainText('夜に駆ける')
  })
})

test.describe('stream pages', () => {
  test('2023/10/14: its setlist in order, its video, its neighbours and JSON-LD', async ({
    page,
  }) => {
    await visit(page, '/streams/2023-10-14')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      '【リクエスト歌枠】秋の夜長に何でも歌う',
    )
    const facts = page.getByRole('main').locator('dl').first()
    await expect(facts).toContainText('2023年10月14日')
    await expect(facts).toContainText('リクエスト歌枠')
    const setlist = page.getByRole('region', { name: 'セットリスト' })
    await expect(setlist.locator('.song-name')).toHaveText([
      'シャルル',
      '花に亡霊',
      'Pretender',
      '丸の内サディスティック',
      '千本桜',
      '春泥棒',
      '残酷な天使のテーゼ',
      'アイネクライネ',
      '猫',
      '可愛くてごめん',
      '夜に駆ける',
      '夜明けと蛍',
    ])
    // Sung across two videos.
    const videos = page.getByRole('list', { name: '配信の動画' }).getByRole('link')
    await expect(videos).toHaveText([/^動画1を YouTube で見る/, /^動画2を YouTube で見る/])
    await expect(videos.nth(1)).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=luna231014b',
    )
    const around = page.getByRole('navigation', { name: '前後の配信' })
    await expect(around.getByRole('link', { name: /前の配信/ })).toContainText('お月見ピアノ')
    await expect(around.getByRole('link', { name: /次の配信/ })).toContainText('月曜の夜に')
    await expect(page).toHaveTitle(/^【リクエスト歌枠】秋の夜長に何でも歌う \(2023年10月14日\) \| /)
    expect(await headLink(page, 'canonical')).toBe(`${origin}/streams/2023-10-14`)
    const ld = await jsonLd(page)
    expect(ld).toMatchObject({
      '@type': 'BroadcastEvent',
      name: '【リクエスト歌枠】秋の夜長に何でも歌う',
      startDate: '2023-10-14',
      performer: { '@type': 'Person' },
    })
    expect(ld.workPerformed).toHaveLength(12)

    await around.getByRole('link', { name: /次の配信/ }).click()
    await expect(page).toHaveURL(/\/streams\/2023-11-20$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      '【歌枠】月曜の夜にしっとりピアノ',
    )
    await page
      .getByRole('region', { name: 'セットリスト' })
      .getByRole('link', { name: '月光', exact: true })
      .click()
    await expect(page).toHaveURL(new RegExp(`${encodeURI('/songs/月光')}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('月光')
  })

  test('in Chinese, under /zh', async ({ page }) => {
    await visit(page, '/zh/streams/2023-12-09')
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant')
    await expect(
      page.getByRole('region', { name: '歌單' }).locator('.song-name').first(),
    ).toHaveText('告白氣球')
    expect(await headLink(page, 'canonical')).toBe(`${origin}/zh/streams/2023-12-09`)
    // The newest stream: an older one only.
    const around = page.getByRole('navigation', { name: '前後的直播' })
    await expect(around.getByRole('link')).toHaveCount(1)
  })
})

test.describe('share', () => {
  test("copies this site's address, filters kept and the player's queue left out, where the browser has no share sheet", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    // Headless Chromium on Linux has no share sheet: this is the path most desktop browsers take.
    expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined')
    await visit(page, yoru)
    await page.getByRole('button', { name: '共有' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'リンクをコピーしました' }),
    ).toHaveCount(1)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${yoru}`)

    await open(page, '/songlist?q=yoru&view=songs')
    await page.evaluate(() => history.replaceState(null, '', `${location.href}&play=abc`))
    await page.getByRole('button', { name: '共有' }).click()
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe(`${baseURL}/songlist?q=yoru&view=songs`)
  })

  test('opens the share sheet with the page title where the browser has one', async ({ page }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = []
      Object.assign(window, { shared })
      navigator.share = (data) => {
        shared.push(data ?? {})
        return Promise.resolve()
      }
    })
    await visit(page, '/zh/streams/2023-12-09')
    await page.getByRole('button', { name: '分享' }).click()
    const shared = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared)
    expect(shared).toEqual([
      { title: await page.title(), url: expect.stringMatching(/\/zh\/streams\/2023-12-09$/) },
    ])
  })
})

test.describe('links to the pages', () => {
  test('from the song list: stream titles, song names in setlists, song titles, stream names', async ({
    page,
  }) => {
    await open(page, '/songlist')
    await results(page).getByRole('link', { name: '【歌枠】お月見ピアノ' }).click()
    await expect(page).toHaveURL(/\/streams\/2023-09-02$/)
    await page.goBack()
    await results(page).getByRole('link', { name: '白日', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${encodeURI('/songs/白日')}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('白日')

    await open(page, '/zh/songlist?view=songs')
    await results(page).getByRole('heading', { name: '千本桜' }).getByRole('link').click()
    await expect(page).toHaveURL(new RegExp(`/zh${encodeURI('/songs/千本桜')}$`))
    await page
      .getByRole('region', { name: '演唱過的直播' })
      .getByRole('link', { name: /台湾のファン/ })
      .click()
    await expect(page).toHaveURL(/\/zh\/streams\/2023-12-09$/)
  })

  const heading = (page: Page) => page.getByRole('heading', { level: 1 })
  const taiwan = '【歌枠】台湾のファンのみんなへ 華語曲の夜'
  const otsukimi = '【歌枠】お月見ピアノ'

  test("from the home page's latest stream, the About timeline and the statistics' top songs", async ({
    page,
  }) => {
    for (const prefix of ['', '/zh']) {
      await visit(page, prefix || '/')
      await page
        .getByRole('region', { name: /歌枠アーカイブ|歌回存檔/ })
        .getByRole('link', { name: taiwan })
        .click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/streams/2023-12-09$`))
      await expect(heading(page)).toHaveText(taiwan)

      await visit(page, `${prefix}/about`)
      await page
        .getByRole('region', { name: /活動の歩み|活動歷程/ })
        .getByRole('link', { name: otsukimi })
        .click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/streams/2023-09-02$`))
      await expect(heading(page)).toHaveText(otsukimi)
    }

    await open(page, '/songlist')
    const stats = page.getByRole('region', { name: '統計' })
    await stats.locator('summary').first().click()
    await stats
      .getByRole('figure', { name: 'よく歌う曲' })
      .getByRole('link', { name: '夜に駆ける' })
      .click()
    await expect(page).toHaveURL(new RegExp(`${yoru}$`))
    await expect(heading(page)).toHaveText('夜に駆ける')
  })

  test("from the player's now-playing song and stream, which play on", async ({ page }) => {
    const fake = await installFakeYouTube(page, { rate: 10 })
    await open(page, '/songlist')
    await results(page)
      .getByRole('button', { name: /「告白氣球」をプレーヤーで/ })
      .click()
    const player = page.getByRole('complementary', { name: 'プレーヤー' })
    await expect.poll(async () => (await fake.state(page))?.state).toBe(1)

    await player.getByRole('link', { name: '告白氣球', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${encodeURI('/songs/告白氣球')}\\?play=`))
    await expect(heading(page)).toHaveText('告白氣球')
    await player.getByRole('link', { name: taiwan }).click()
    await expect(page).toHaveURL(/\/streams\/2023-12-09\?play=/)
    await expect(heading(page)).toHaveText(taiwan)
    // The same player all along: its video never loaded again.
    const state = await fake.state(page)
    expect(state?.state).toBe(1)
    expect(state?.calls.filter((call) => call.method === 'loadVideoById')).toHaveLength(1)
  })

  test('from the report dialog, which closes on the way', async ({ page }) => {
    await open(page, '/songlist')
    await reportSong(page, '小幸運')
    await page.getByRole('dialog').getByRole('link', { name: '小幸運' }).click()
    await expect(page).toHaveURL(new RegExp(`${encodeURI('/songs/小幸運')}$`))
    await expect(heading(page)).toHaveText('小幸運')
    await expect(page.getByRole('dialog')).toHaveCount(0)

    // On the song's own page, its link closes the dialog and gives the focus back to its opener.
    const opener = page.getByRole('button', { name: '「小幸運」のほかの操作' })
    await opener.click()
    await page.getByRole('menu').getByRole('menuitem', { name: '誤りを報告' }).click()
    await page.getByRole('dialog').getByRole('link', { name: '小幸運' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(opener).toBeFocused()

    await visit(page, `/zh${encodeURI('/songs/小幸運')}`)
    await page.getByRole('button', { name: '〈小幸運〉的其他操作' }).click()
    await page.getByRole('menu').getByRole('menuitem', { name: '回報錯誤' }).click()
    await page.getByRole('dialog').getByRole('link', { name: taiwan }).click()
    await expect(page).toHaveURL(/\/zh\/streams\/2023-12-09$/)
    await expect(heading(page)).toHaveText(taiwan)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})

test('an earlier address of a song (oldSlugs) is a permanent redirect to its page, in its URL form', async ({
  request,
}) => {
  const to = encodeURI('/songs/春よ-来い')
  for (const prefix of ['', '/zh']) {
    const from = `${prefix}/songs/haru-yo-koi`
    const response = await request.get(from, { maxRedirects: 0 })
    expect(response.status(), from).toBe(301)
    expect(response.headers().location, from).toBe(prefix + to)
  }
})

test.describe('unknown addresses', () => {
  for (const url of ['/songs/nope', '/zh/songs/nope', '/streams/2023-01-01', '/ja/streams/x']) {
    test(`${url} is a 404 page in its language`, async ({ page }) => {
      const response = await page.goto(url)
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute(
        'lang',
        url.startsWith('/zh') ? 'zh-Hant' : 'ja',
      )
    })
  }
})

test('the sitemap lists every song of the catalogue and every stream file, in both languages', async ({
  request,
}) => {
  const catalogue = JSON.parse(await readFile(join(fixtureArchive, 'songs.json'), 'utf8')) as {
    songs: { slug: string }[]
  }
  const streams = (await readdir(join(fixtureArchive, 'streams'))).map((f) =>
    f.replace('.json', ''),
  )
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const locs = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? ''))
  const expected = [
    ...catalogue.songs.map((s) => `/songs/${encodeURI(s.slug)}`),
    ...streams.map((s) => `/streams/${s}`),
  ]
  expect(expected.length).toBe(43 + 6)
  for (const path of expected) {
    expect(locs.has(origin + path), path).toBe(true)
    expect(locs.has(`${origin}/zh${path}`), `/zh${path}`).toBe(true)
  }
})

test.describe('axe on a song page and a stream page', () => {
  test.use({ bypassCSP: true })
  for (const url of [yoru, '/zh/streams/2023-10-14']) {
    test(`${decodeURI(url)} in both themes`, async ({ page }) => {
      await switchTheme(page, 'light')
      await visit(page, url)
      expect(await axeViolations(page), 'light').toEqual([])
      await switchTheme(page, 'dark')
      expect(await axeViolations(page, undefined, colourRules), 'dark').toEqual([])
    })
  }
})
