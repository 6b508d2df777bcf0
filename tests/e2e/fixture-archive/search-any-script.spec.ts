// Search in any script on the test archive's song list: romaji, Simplified and Traditional
// characters, pinyin and close matches, on both locales, with the match marked.
import type { Page } from '@playwright/test'

import { axeInBothThemes } from '#tests/e2e/axe.ts'
import { expect, test } from '#tests/e2e/fixtures.ts'
import { open, results, songName, songNames } from '#tests/e2e/songlist-page.ts'

const titleField = { ja: '歌を検索', zh: '搜尋歌曲' }
const via = (page: Page) => results(page).locator('.song-match-via')

test.describe('search in any script', () => {
  test('romaji finds a kanji title, shows the romaji it matched, and the URL shares it', async ({
    page,
  }) => {
    await open(page, '/songlist')
    await page.getByLabel(titleField.ja).fill('yoru ni kakeru')
    // Best match first; below it, songs that hold only some of the words, marked so.
    await expect.poll(async () => (await songNames(page))[0]).toBe('夜に駆ける')
    await expect(via(page).first()).toHaveText('ローマ字: yoru ni kakeru')
    await expect(via(page).first().locator('mark')).toHaveText('yoru ni kakeru')
    await expect(via(page).filter({ hasText: '一部の語だけ一致' }).first()).toBeVisible()
    await expect(page).toHaveURL(/\/songlist\?q=yoru(%20|\+)ni(%20|\+)kakeru$/)

    await page.reload()
    await expect(page.getByLabel(titleField.ja)).toHaveValue('yoru ni kakeru')
    await expect.poll(async () => (await songNames(page))[0]).toBe('夜に駆ける')
    // The date orders list only what matches the whole query.
    await page.getByLabel('並び順').selectOption('last')
    await expect.poll(async () => new Set(await songNames(page))).toEqual(new Set(['夜に駆ける']))
  })

  test('Simplified characters find a Japanese title on the Chinese page, marked where they match', async ({
    page,
  }) => {
    await open(page, `/zh/songlist?q=${encodeURIComponent('千本樱')}`)
    await expect.poll(async () => new Set(await songNames(page))).toEqual(new Set(['千本桜']))
    await expect(results(page).locator(songName).locator('mark').first()).toHaveText('千本桜')

    await page.getByLabel(titleField.zh).fill('小幸运')
    await expect.poll(async () => new Set(await songNames(page))).toEqual(new Set(['小幸運']))
    await expect(page).toHaveURL(/\/zh\/songlist\?q=%E5%B0%8F%E5%B9%B8%E8%BF%90$/)
  })

  test('pinyin and its initials find a title, showing the syllables that matched', async ({
    page,
  }) => {
    await open(page, '/zh/songlist')
    await page.getByLabel(titleField.zh).fill('qianbenying')
    await expect.poll(async () => new Set(await songNames(page))).toEqual(new Set(['千本桜']))
    await expect(via(page).first()).toHaveText('拼音: qian ben ying')
    await expect(via(page).first().locator('mark')).toHaveText('qian ben ying')

    await page.getByLabel(titleField.zh).fill('gbqq')
    await expect.poll(async () => new Set(await songNames(page))).toEqual(new Set(['告白氣球']))
    await expect(via(page).first().locator('mark')).toHaveText(['g', 'b', 'q', 'q'])
  })

  test('a Latin query with a typo lists close matches apart, each a link to its search', async ({
    page,
  }) => {
    await open(page, '/songlist?q=yorunikakeu')
    await expect(
      page.getByText('条件に合う曲は見つかりませんでした', { exact: false }),
    ).toBeVisible()
    const close = page.getByRole('region', { name: '近い候補' })
    await expect(close.getByRole('link')).toHaveText(['夜に駆ける'])
    await close.getByRole('link', { name: '夜に駆ける' }).click()
    await expect(page).toHaveURL(/\/songlist\?q=%E5%A4%9C%E3%81%AB%E9%A7%86%E3%81%91%E3%82%8B$/)
    await expect.poll(async () => new Set(await songNames(page))).toEqual(new Set(['夜に駆ける']))

    await open(page, '/zh/songlist?q=qianbenyng')
    await expect(page.getByRole('region', { name: '相近的結果' }).getByRole('link')).toHaveText([
      '千本桜',
    ])
  })

  test.describe('axe', () => {
    // The site's CSP forbids inline scripts, which is how the axe script gets in.
    test.use({ bypassCSP: true })
    for (const url of ['/songlist?q=senbon', '/zh/songlist?q=qby', '/songlist?q=yorunikakeu'])
      test(`finds no violations with marks and readings on ${url} in both themes`, async ({
        page,
      }) => {
        await open(page, url)
        await expect(results(page).locator('mark, .song-close-matches').first()).toBeVisible()
        expect(await axeInBothThemes(page)).toEqual([])
      })
  })
})
