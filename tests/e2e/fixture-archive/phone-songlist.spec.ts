// The song list on a phone (issue 37), in both languages: the search field first with the other
// filters folded behind a button that counts them, a result in the upper 500 px while typing,
// Enter that closes the keyboard, nothing moved by hydration, and every control thumb-sized.
import { axeViolations, switchTheme } from '#tests/e2e/axe.ts'
import { smallControls } from '#tests/e2e/control-checks.ts'
import { expect, test } from '#tests/e2e/fixtures.ts'
import { layoutShift, watchLayoutShift } from '#tests/e2e/page-helpers.ts'
import { open, results, streamCards } from '#tests/e2e/songlist-page.ts'
import { installFakeYouTube } from '#tests/e2e/support/fake-youtube.ts'

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

const languages = [
  {
    prefix: '',
    search: '歌を検索',
    filters: '絞り込み',
    type: '配信の種類',
    request: 'リクエスト歌枠',
  },
  { prefix: '/zh', search: '搜尋歌曲', filters: '篩選', type: '直播類型', request: '點歌歌回' },
]

for (const { prefix, search, filters, type, request } of languages) {
  test.describe(`${prefix || '/'} song list on a phone`, () => {
    test('the search comes first, a result is in the upper 500 px while typing, Enter closes the keyboard', async ({
      page,
    }) => {
      await watchLayoutShift(page)
      await open(page, `${prefix}/songlist`)
      await page.evaluate(() => document.fonts.ready)
      // Nothing moved while the page loaded and hydrated.
      expect(await layoutShift(page)).toBe(0)
      // Folded: only the title search and the button are in sight.
      await expect(page.getByLabel(type)).toBeHidden()
      const field = page.getByLabel(search)
      await field.tap()
      await field.pressSequentially('夜')
      await expect(page).toHaveURL(/q=%E5%A4%9C/)
      const first = streamCards(page).first()
      await expect(first).toContainText('夜')
      const top = await first.evaluate((card) => card.getBoundingClientRect().top)
      expect(await page.evaluate(() => window.scrollY)).toBe(0)
      expect(top).toBeLessThan(500)

      await field.press('Enter')
      // Focus leaves the field (a phone closes its keyboard) for the results, which stay in view.
      await expect(results(page).getByRole('heading', { level: 2 })).toBeFocused()
      await expect(first).toBeInViewport()
    })

    test('the filters unfold from a button that counts the active ones', async ({ page }) => {
      await open(page, `${prefix}/songlist`)
      const toggle = page.getByRole('button', { name: filters })
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await toggle.tap()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      await page.getByLabel(type).selectOption({ label: request })
      await expect(page).toHaveURL(/type=request/)
      // The count is in its name and drawn in its badge; the title search is not counted.
      await page.getByLabel(search).fill('夜')
      await expect(toggle).toHaveAccessibleName(new RegExp(`^${filters}\\s*1\\s*\\S`))
      await expect(toggle.locator('.song-filters__badge')).toHaveText('1')
      await toggle.tap()
      await expect(page.getByLabel(type)).toBeHidden()
      // A shared link with filters set opens folded, with its count.
      await open(page, `${prefix}/songlist?type=request&singer=YOASOBI`)
      await expect(page.getByRole('button', { name: filters })).toHaveAttribute(
        'aria-expanded',
        'false',
      )
      await expect(page.locator('.song-filters__badge')).toHaveText('2')
    })

    test('every control in the filters, the rows, the cards and the player is at least 44 x 44', async ({
      page,
    }) => {
      const fake = await installFakeYouTube(page, { rate: 5 })
      for (const view of ['streams', 'songs']) {
        await open(page, `${prefix}/songlist?view=${view}`)
        await page.getByRole('button', { name: filters }).tap()
        expect(await smallControls(page.getByRole('search')), view).toEqual([])
        expect(await smallControls(results(page)), view).toEqual([])
      }
      await results(page).locator('.song-play:not(.song-play--list)').first().tap()
      await expect.poll(async () => (await fake.state(page))?.state).toBe(1)
      const player = page.getByRole('complementary', { name: /プレーヤー|播放器/ })
      expect(await smallControls(player)).toEqual([])
    })

    test.describe('axe', () => {
      test.use({ bypassCSP: true })
      test('passes on the search form folded and open, with a filter counted, in both themes', async ({
        page,
      }) => {
        await switchTheme(page, 'light')
        await open(page, `${prefix}/songlist?type=request`)
        const toggle = page.getByRole('button', { name: filters })
        for (const state of ['folded', 'open']) {
          if (state === 'open') await toggle.tap()
          await expect(toggle).toHaveAttribute('aria-expanded', String(state === 'open'))
          for (const theme of ['light', 'dark'] as const) {
            await switchTheme(page, theme)
            expect(await axeViolations(page, 'main'), `${state}, ${theme}`).toEqual([])
          }
        }
      })
    })
  })
}
