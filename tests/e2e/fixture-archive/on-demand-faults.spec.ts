import type { Locator, Page } from '@playwright/test'

import { expect, test } from '#tests/e2e/fixtures.ts'
import {
  documentLoads,
  dropExpectedChunkErrors,
  noteAlertShown,
  slowChunk,
} from '#tests/e2e/page-helpers.ts'
import { open, reportSong, results } from '#tests/e2e/songlist-page.ts'
import { installFakeYouTube } from '#tests/e2e/support/fake-youtube.ts'
import { hydrated } from '#tests/support/hydrated.ts'

// The parts a page loads on demand share one recovery (src/shared/ui/on-demand.ts): a failed load
// is tried once more at once, a load still waiting after 15 s fails, and then the part's notice
// offers a retry. The page is never reloaded for them: it holds what the visitor was doing.

interface Part {
  chunk: RegExp
  url: string
  /** Asks for the part, as a visitor would. */
  ask: (page: Page) => Promise<void>
  notice: string
  /** What the part shows once it loaded. */
  ready: (page: Page) => Locator
}

const parts: Record<string, Part> = {
  'the charts': {
    chunk: /\/assets\/stats-body-[\w-]+\.js$/,
    url: '/songlist',
    ask: (page) => page.getByRole('region', { name: '統計' }).locator('summary').first().click(),
    notice: '統計を読み込めませんでした。',
    ready: (page) => page.getByRole('figure', { name: 'よく歌う曲' }),
  },
  'the player': {
    chunk: /\/assets\/player-panel-[\w-]+\.js$/,
    url: '/songlist',
    ask: (page) =>
      results(page)
        .getByRole('button', { name: /「告白氣球」をプレーヤーで/ })
        .click(),
    notice: 'プレーヤーを読み込めませんでした。',
    ready: (page) => page.getByRole('complementary', { name: /プレーヤー/ }),
  },
  'the report dialog': {
    chunk: /\/assets\/report-dialog-[\w-]+\.js$/,
    url: '/songlist',
    ask: async (page) => void (await reportSong(page, '小幸運')),
    notice: '報告の画面を読み込めませんでした。',
    ready: (page) => page.getByRole('dialog'),
  },
  'the search': {
    chunk: /\/assets\/search-code-[\w-]+\.js$/,
    url: '/songlist',
    ask: (page) => page.getByLabel('歌を検索').fill('花'),
    notice: '検索の仕組みを読み込めませんでした。',
    // Marked only once the search code is in; the list without it stays whole and usable.
    ready: (page) => results(page).locator('mark', { hasText: '花' }),
  },
  'the setlist check': {
    chunk: /\/assets\/setlist-result-[\w-]+\.js$/,
    url: '/contribute',
    ask: async (page) => {
      await page.getByLabel('配信日').fill('2025-01-05')
      await page.getByLabel('配信タイトル').fill('歌枠')
      await page.getByLabel('配信の URL').fill('https://youtu.be/luna250105a')
      await page.getByLabel('タイムスタンプのコメント').fill('0:01:00 夜に駆ける / YOASOBI')
      await page.getByRole('button', { name: '内容を確かめる' }).click()
    },
    notice: '確かめる仕組みを読み込めませんでした。',
    ready: (page) => page.getByRole('region', { name: /曲を読み取りました/ }),
  },
}

// Every timing for one part; the others, each asked for once, on the slowest path (the stall).
const cases = Object.entries(parts).flatMap(([name, part]) =>
  (name === 'the charts' ? [0, 5, 11, 30, Infinity] : [Infinity]).map((seconds) => ({
    name,
    part,
    seconds,
  })),
)

for (const { name, part, seconds } of cases) {
  const when = seconds === Infinity ? 'never answering' : `failing after ${seconds} s`
  test(`${name} ${when}: its notice at the 15 s bound, no page load, a retry that works`, async ({
    page,
    consoleErrors,
  }) => {
    await installFakeYouTube(page)
    const documents = documentLoads(page)
    const chunk = await slowChunk(page, part.chunk, seconds * 1000)
    if (part.url === '/songlist') await open(page, part.url)
    else {
      await page.goto(part.url)
      await hydrated(page)
    }
    const shownAt = await noteAlertShown(page, part.notice)
    await part.ask(page)
    const askedAt = await page.evaluate(() => Date.now())
    const notice = page.getByRole('alert').filter({ hasText: part.notice })
    await chunk.wait(40_000, () => notice.isVisible())
    // The bound is 15 s of page time from the ask; the test moves page time in 1 s steps.
    expect((await shownAt()) - askedAt).toBeLessThanOrEqual(16_000)
    expect(documents).toEqual([part.url])

    await chunk.restore()
    await notice.getByRole('button', { name: 'もう一度読み込む' }).click()
    await expect(part.ready(page).first()).toBeVisible()
    await expect(notice).toHaveCount(0)
    expect(documents).toEqual([part.url])
    dropExpectedChunkErrors(consoleErrors)
  })
}
