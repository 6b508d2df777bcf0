import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import { contentStreams } from '../support/content-streams'
import { expect, test } from './fixtures'

const streams = contentStreams()

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')
const shownStreams = streams.filter((s) => s.showList)

const results = (page: Page) => page.getByRole('region', { name: /の一覧|列表/ })
const streamCards = (page: Page) => results(page).getByRole('article')
const songNames = (page: Page) => results(page).locator('.song-name').allTextContents()

/** Opens a song-list URL and waits until the list (or its empty state) has rendered. */
async function open(page: Page, url: string): Promise<void> {
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

test.describe('song list', () => {
  test('typing a query and a singer filters the list and the URL; reload and back keep it', async ({
    page,
  }) => {
    await open(page, '/songlist')
    await page.getByLabel('曲名で検索').fill('花')
    await expect(page).toHaveURL(/\?q=%E8%8A%B1$/)
    await expect.poll(() => songNames(page)).toContain('打上花火')

    await page.getByLabel('歌手で検索').fill('ヨルシカ')
    await page.getByLabel('歌手で検索').press('Enter')
    await expect(page).toHaveURL(/\?q=%E8%8A%B1&singer=%E3%83%A8%E3%83%AB%E3%82%B7%E3%82%AB$/)
    await expect.poll(async () => new Set(await songNames(page))).toEqual(new Set(['花に亡霊']))
    const filtered = await songNames(page)

    await page.reload()
    await expect(page.getByLabel('歌手で検索')).toHaveValue('ヨルシカ')
    await expect.poll(() => songNames(page)).toEqual(filtered)

    await page.goBack()
    await expect(page).toHaveURL(/\?q=%E8%8A%B1$/)
    await expect(page.getByLabel('歌手で検索')).toHaveValue('')
    await expect(page.getByLabel('曲名で検索')).toHaveValue('花')
    await expect.poll(() => songNames(page)).toContain('打上花火')
  })

  test('kana and half-width kana find a kanji title through its reading', async ({ page }) => {
    for (const q of ['よるにかける', 'ﾖﾙﾆｶｹﾙ']) {
      await open(page, `/songlist?q=${encodeURIComponent(q)}`)
      await expect.poll(async () => new Set(await songNames(page))).toEqual(new Set(['夜に駆ける']))
    }
  })

  test('digits stay as typed in the URL (?q=123, not JSON), and such a URL filters', async ({
    page,
  }) => {
    await open(page, '/songlist')
    await page.getByLabel('曲名で検索').fill('123')
    await expect(page).toHaveURL(/\/songlist\?q=123$/)
    await expect(
      page.getByText('条件に合う曲は見つかりませんでした', { exact: false }),
    ).toBeVisible()

    await open(page, '/songlist?singer=800')
    await expect(page.getByLabel('歌手で検索')).toHaveValue('800')
    await expect
      .poll(async () => new Set(await songNames(page)))
      .toEqual(new Set(['小さな恋のうた']))
    await expect(page).toHaveURL(/\/songlist\?singer=800$/)

    await open(page, '/songlist?q=123')
    await expect(page.getByLabel('曲名で検索')).toHaveValue('123')
    await expect(
      page.getByText('条件に合う曲は見つかりませんでした', { exact: false }),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/songlist\?q=123$/)
  })

  test('malformed parameters are ignored and the full list is shown', async ({ page }) => {
    await open(page, '/songlist?date=garbage&type=x&view=%7B&sort=1')
    await expect(page.getByRole('heading', { level: 1, name: '歌リスト' })).toBeVisible()
    await expect(streamCards(page)).toHaveCount(shownStreams.length)
    await expect(page).toHaveURL(/\/songlist$/)
  })

  test('every link opens in a new tab at the shown time (t= equals the time)', async ({ page }) => {
    for (const url of ['/songlist', '/songlist?view=songs']) {
      await open(page, url)
      const links = await results(page)
        .locator('.song-link a')
        .evaluateAll((anchors) =>
          anchors.map((a) => ({
            href: a.getAttribute('href') ?? '',
            time: a.querySelector('.song-time')?.textContent ?? '',
            target: a.getAttribute('target'),
            rel: a.getAttribute('rel'),
          })),
        )
      const total = shownStreams.reduce((n, s) => n + s.songList.length, 0)
      expect(links).toHaveLength(total)
      for (const link of links) {
        const seconds = link.time.split(':').reduce((sum, part) => sum * 60 + Number(part), 0)
        expect(new URL(link.href).searchParams.get('t'), link.href).toBe(`${seconds}s`)
        expect(link.href).not.toContain('si=')
        expect([link.target, link.rel]).toEqual(['_blank', 'noopener noreferrer'])
      }
    }
  })

  test('the Chinese page shows the same data with Chinese labels', async ({ page }) => {
    await open(page, '/songlist')
    const ja = await songNames(page)
    await open(page, '/zh/songlist')
    await expect(page.getByRole('heading', { level: 1, name: '歌單' })).toBeVisible()
    await expect(page.getByRole('search', { name: '搜尋歌曲' })).toBeVisible()
    await expect(page.getByLabel('搜尋歌名')).toBeVisible()
    await expect(page.getByLabel('搜尋歌手')).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: '直播列表' })).toBeVisible()
    expect(await songNames(page)).toEqual(ja)
    await expect(results(page).getByText('2025年8月4日週一').first()).toBeVisible()
  })

  test('the songs view sorts by times sung and the random pick respects the filter', async ({
    page,
  }) => {
    await open(page, '/songlist?view=songs&sort=count')
    const first = streamCards(page).first()
    await expect(first.getByRole('heading', { level: 3 })).toHaveText('夜に駆ける')
    await page.getByLabel('曲名で検索').fill('Lemon')
    await page.getByLabel('曲名で検索').press('Enter')
    await expect(streamCards(page)).toHaveCount(1)
    await page.getByRole('button', { name: 'ランダムに1曲選ぶ' }).click()
    await expect(page.locator('.song-random__result .song-name')).toHaveText('Lemon')
  })

  test('the copy button copies the timestamped link', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await open(page, '/songlist?q=Lemon')
    const card = streamCards(page).first()
    await expect(card.getByRole('link')).toHaveCount(1)
    const href = await card.getByRole('link').getAttribute('href')
    await card.getByRole('button', { name: /コピー/ }).click()
    await expect(page.getByRole('status').filter({ hasText: 'リンクをコピーしました' })).toHaveText(
      /「Lemon」のリンクをコピーしました/,
    )
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(href)
  })

  test('an empty result says so and resets', async ({ page }) => {
    await open(page, '/songlist?q=zzzz')
    await expect(
      page.getByText('条件に合う曲は見つかりませんでした', { exact: false }),
    ).toBeVisible()
    await results(page).getByRole('button', { name: '条件をリセット' }).click()
    await expect(page).toHaveURL(/\/songlist$/)
    // A new result list starts with a few screens of cards; the rest come on scrolling.
    await expect(streamCards(page).first()).toBeVisible()
    const more = results(page).getByRole('button', { name: 'もっと見る' })
    // The last batch can land between a count and a scroll, taking the button away: scroll to it
    // only while it is there.
    await expect(async () => {
      if ((await more.count()) > 0) await more.scrollIntoViewIfNeeded({ timeout: 1_000 })
      expect(await streamCards(page).count()).toBe(shownStreams.length)
    }).toPass({ timeout: 60_000 })
    await expect(more).toHaveCount(0)
  })

  test('fits a 320 px wide screen without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    for (const url of ['/songlist', '/songlist?view=songs']) {
      await open(page, url)
      await expect(streamCards(page).first()).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        320,
      )
    }
  })

  test.describe('axe', () => {
    // The site's CSP forbids inline scripts, which is how the axe script gets in.
    test.use({ bypassCSP: true })
    for (const url of ['/songlist', '/zh/songlist', '/songlist?view=songs']) {
      test(`axe finds no violations on ${url}`, async ({ page }) => {
        await open(page, url)
        await expect(streamCards(page).first()).toBeVisible()
        await page.addScriptTag({ path: axePath })
        const violations = await page.evaluate(async () => {
          const axe = (
            window as unknown as {
              axe: { run: () => Promise<{ violations: { id: string; nodes: unknown[] }[] }> }
            }
          ).axe
          const result = await axe.run()
          return result.violations.map((v) => `${v.id} (${v.nodes.length})`)
        })
        expect(violations).toEqual([])
      })
    }
  })
})
