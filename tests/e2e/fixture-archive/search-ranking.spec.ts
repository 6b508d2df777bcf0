// The song list's one box and its best-match-first order (issue 48), on the test archive, in both
// languages and on a phone: artists found from the box in sight, the exact title of a query of
// several words first, the order in the URL through a reload, and a shared link's first result.
import type { Page } from '@playwright/test'

import { axeInBothThemes } from '#tests/e2e/axe.ts'
import { expect, test } from '#tests/e2e/fixtures.ts'
import { open, results, songNames } from '#tests/e2e/songlist-page.ts'

const languages = [
  {
    prefix: '',
    box: '歌を検索',
    order: '並び順',
    best: '一致順',
    newest: '最後に歌った日',
  },
  {
    prefix: '/zh',
    box: '搜尋歌曲',
    order: '排序',
    best: '最相符',
    newest: '最後演唱日',
  },
]
const notes = (page: Page) => results(page).locator('.song-match-via')
const singers = (page: Page) => results(page).locator('.song-singer').allTextContents()
// The songs view's cards: one title each.
const songTitles = (page: Page) => results(page).locator('.song-card__title').allTextContents()

for (const { prefix, box, order, best, newest } of languages) {
  test.describe(`${prefix || '/'} best match first`, () => {
    test('the box in sight finds an artist’s songs, by romaji of the name too', async ({
      page,
    }) => {
      await open(page, `${prefix}/songlist?view=songs`)
      await page.getByLabel(box).fill('yorushika')
      // ヨルシカ's three songs, 花に亡霊 first: sung twice, the others once.
      await expect
        .poll(() => songTitles(page))
        .toEqual(expect.arrayContaining(['花に亡霊', 'ただ君に晴れ', '春泥棒']))
      // The ranking's code arrives after the first keystroke: until then the list is by date.
      await expect.poll(async () => (await songTitles(page))[0]).toBe('花に亡霊')
      expect(new Set(await singers(page))).toEqual(new Set(['ヨルシカ']))
      await expect(page.getByLabel(order)).toHaveValue('match')
      await expect(page.getByLabel(order).locator('option:checked')).toHaveText(best)
    })

    test('a query of several words shows its title first, the songs holding some words after', async ({
      page,
    }) => {
      await open(page, `${prefix}/songlist?view=songs`)
      await page.getByLabel(box).fill('kaijuu no hanauta')
      // Until the typing is taken in the list is the whole list, and until the ranking's code
      // arrives it holds only the whole query's match: wait for the ranked list, with its title first.
      await expect
        .poll(async () => {
          const titles = await songTitles(page)
          return titles.length > 1 ? titles[0] : `${titles.length} titles`
        })
        .toBe('怪獣の花唄')
      // Every row after the first holds only some of the words, and says so.
      await expect(notes(page).filter({ hasText: /一部の語だけ一致|僅部分字詞相符/ })).toHaveCount(
        (await songTitles(page)).length - 1,
      )
    })

    test('the order is in the URL, survives a reload, and a shared link opens on the same first result', async ({
      page,
      browser,
    }) => {
      await open(page, `${prefix}/songlist?view=songs&q=${encodeURIComponent('米津')}`)
      // 米津玄師's own songs before the collaboration, whose artist only holds the name.
      await expect.poll(() => singers(page)).toEqual(['米津玄師', '米津玄師', 'DAOKO × 米津玄師'])
      const ranked = await songTitles(page)

      await page.getByLabel(order).selectOption({ label: newest })
      await expect(page).toHaveURL(/sort=last/)
      await page.reload()
      await expect(page.getByLabel(order)).toHaveValue('last')
      await page.getByLabel(order).selectOption({ label: best })
      await expect(page).not.toHaveURL(/sort=/)
      await page.reload()
      await expect(page.getByLabel(order)).toHaveValue('match')
      await expect.poll(() => songTitles(page)).toEqual(ranked)

      // A fan who opens the shared link sees the same first result.
      const other = await browser.newPage()
      await open(other, page.url().replace(/^https?:\/\/[^/]+/, ''))
      await expect.poll(() => songTitles(other)).toEqual(ranked)
      await other.close()
    })

    test('what only sounds like the query comes with the reading it sounds like', async ({
      page,
    }) => {
      await open(page, `${prefix}/songlist?q=${encodeURIComponent('ばなにぼうれい')}`)
      await expect.poll(async () => (await songNames(page))[0]).toBe('花に亡霊')
      await expect(notes(page).first()).toHaveText(/(似た読み|讀音相近): はなにぼうれい/)
      // The date orders keep to matches of the whole query: here, none. (The search shows the
      // songs, whose newest-first order is named for them.)
      await page.getByLabel(order).selectOption({ label: newest })
      await expect(results(page).getByRole('status')).toHaveText(/見つかりませんでした|找不到/)
    })

    test.describe('axe', () => {
      test.use({ bypassCSP: true })
      test('axe finds no violations with ranked, partial and sound-alike rows in both themes', async ({
        page,
      }) => {
        await open(page, `${prefix}/songlist?q=${encodeURIComponent('kaijuu no hanauta')}`)
        await expect(notes(page).first()).toBeVisible()
        expect(await axeInBothThemes(page)).toEqual([])
      })
    })
  })
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  for (const { prefix, box } of languages) {
    test(`${prefix || '/'}: the one field in sight finds an artist’s songs, the best match on top`, async ({
      page,
    }) => {
      await open(page, `${prefix}/songlist`)
      const field = page.getByLabel(box)
      await field.tap()
      await field.pressSequentially('米津玄師')
      await expect(page).toHaveURL(/q=/)
      await expect.poll(async () => (await singers(page))[0]).toBe('米津玄師')
      const top = await results(page)
        .locator('.song-singer')
        .first()
        .evaluate((el) => el.getBoundingClientRect().top)
      expect(top).toBeLessThan(844)
    })
  }
})

test.describe('the ranking off the main thread', () => {
  const box = languages[0]?.box ?? ''
  /** In the worker: its answers kept back until `release`, and how many it has kept. */
  type Held = typeof globalThis & { held: unknown[][]; release: () => void }

  test('a worker ranks the list, which keeps its last results until the ranks arrive', async ({
    page,
  }) => {
    await open(page, '/songlist?view=songs')
    const started = page.waitForEvent('worker', (w) => /rank-worker-[\w-]+\.js$/.test(w.url()))
    await page.getByLabel(box).focus()
    const worker = await started
    await worker.evaluate(() => {
      const scope = globalThis as Held
      const send = scope.postMessage.bind(scope) as (...answer: unknown[]) => void
      scope.held = []
      scope.postMessage = (...answer: unknown[]) => void scope.held.push(answer)
      scope.release = () => scope.held.splice(0).forEach((answer) => send(...answer))
    })
    const whole = await songTitles(page)
    await page.getByLabel(box).fill('yorushika')
    // The page has asked for this text's ranks; until they come the list is the one it was.
    await expect.poll(() => worker.evaluate(() => (globalThis as Held).held.length)).toBe(1)
    expect(await songTitles(page)).toEqual(whole)
    await worker.evaluate(() => (globalThis as Held).release())
    await expect.poll(async () => (await songTitles(page))[0]).toBe('花に亡霊')
    expect(new Set(await singers(page))).toEqual(new Set(['ヨルシカ']))
  })

  test('the page ranks on its own when the worker’s file does not load', async ({ page }) => {
    let refused = 0
    await page.route(/rank-worker-[\w-]+\.js$/, (route) => (refused++, route.abort()))
    await open(page, '/songlist?view=songs')
    await page.getByLabel(box).fill('yorushika')
    await expect.poll(async () => (await songTitles(page))[0]).toBe('花に亡霊')
    expect(new Set(await singers(page))).toEqual(new Set(['ヨルシカ']))
    expect(refused).toBe(1)
  })
})
