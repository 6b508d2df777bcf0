// The song list's search code loads apart from the list (src/features/songs/search/
// search-on-demand.ts): a list opened without a query never downloads it, a search field asks for
// it and the ranking on focus, text typed before it arrived is kept and found once it does, and a link that holds
// a query shows its results in its first render. Its failure: on-demand-faults.spec.ts.
import { expect, test } from '#tests/e2e/fixtures.ts'
import { scriptsLoaded } from '#tests/e2e/page-helpers.ts'
import { open, results, songNames } from '#tests/e2e/songlist-page.ts'

const searchChunk = /\/assets\/search-code-[\w-]+\.js$/
const rankingChunk = /\/assets\/ranking-[\w-]+\.js$/
const waiting = '検索の準備をしています…'
const found = /^\d+曲（歌唱\d+回）が見つかりました$/

test('a list opened without a query loads no search code, and a focused field asks for it and the ranking', async ({
  page,
}) => {
  const loaded = scriptsLoaded(page, searchChunk)
  const ranking = scriptsLoaded(page, rankingChunk)
  await open(page, '/songlist')
  await expect(results(page).locator('.song-card').first()).toBeVisible()
  expect([...loaded, ...ranking]).toEqual([])
  await page.getByLabel('歌を検索').focus()
  await expect.poll(() => loaded.length).toBe(1)
  // Before any key: the first key's ranking then waits for nothing.
  await expect.poll(() => ranking.length).toBe(1)
})

test('text typed before the search code arrived stays, and is found once it does', async ({
  page,
}) => {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(searchChunk, async (route) => {
    await held
    await route.continue()
  })
  await open(page, '/songlist')
  await page.getByLabel('歌を検索').fill('花')
  await expect(results(page).getByRole('status')).toHaveText(waiting)
  await expect(page.getByLabel('歌を検索')).toHaveValue('花')
  release()
  await expect(results(page).getByRole('status')).toHaveText(found)
  await expect.poll(() => songNames(page)).toContain('打上花火')
  expect(await songNames(page)).not.toContain('夜に駆ける')
  await expect(results(page).locator('mark', { hasText: '花' }).first()).toBeVisible()
  await expect(page.getByLabel('歌を検索')).toHaveValue('花')
})

test('a link that holds a query renders its results and their count at once', async ({ page }) => {
  // Every text the count takes, from the prerendered list's on.
  await page.addInitScript(() => {
    const said: string[] = []
    Object.assign(window, { countSaid: said })
    new MutationObserver(() => {
      const text = document.querySelector('.song-results__count')?.textContent ?? null
      if (text !== null && text !== said.at(-1)) said.push(text)
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  await open(page, `/songlist?q=${encodeURIComponent('花')}`)
  await expect.poll(() => songNames(page)).toContain('打上花火')
  expect(await songNames(page)).not.toContain('夜に駆ける')
  const said = await page.evaluate(() => (window as unknown as { countSaid: string[] }).countSaid)
  expect(said).not.toContain(waiting)
  await expect(results(page).getByRole('status')).toHaveText(found)
  await expect(results(page).locator('mark', { hasText: '花' }).first()).toBeVisible()
})
