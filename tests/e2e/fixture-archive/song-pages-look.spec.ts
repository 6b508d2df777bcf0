// Song and stream pages, where shared links land, on a phone (390 x 844, touch) and a laptop
// (1366 x 900), in both languages (issue 51): every control in the site's look, thumb-sized on
// the phone, axe clean in both themes; and a screenshot of each page in each theme, attached to
// the report and written under test-results/ for review.
import { axeViolations, colourRules, switchTheme } from '#tests/e2e/axe.ts'
import { plainButtons, smallControls } from '#tests/e2e/control-checks.ts'
import { expect, test } from '#tests/e2e/fixtures.ts'
import { hydrated } from '#tests/support/hydrated.ts'

const pages = [
  { url: '/songs/夜に駆ける', name: 'song-ja' },
  { url: '/zh/songs/夜に駆ける', name: 'song-zh' },
  { url: '/streams/2023-10-14', name: 'stream-ja' },
  { url: '/zh/streams/2023-10-14', name: 'stream-zh' },
]

const screens = [
  {
    name: 'phone',
    use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    thumbSized: true,
  },
  { name: 'laptop', use: { viewport: { width: 1366, height: 900 } }, thumbSized: false },
]

for (const screen of screens) {
  test.describe(`on a ${screen.name}`, () => {
    // The site's CSP (rightly) refuses the injected axe script; lifted for axe only.
    test.use({ ...screen.use, bypassCSP: true })

    for (const { url, name } of pages) {
      test(`${url}: controls in the site's look, axe clean in both themes, screenshots`, async ({
        page,
      }, testInfo) => {
        await switchTheme(page, 'light')
        await page.goto(url)
        const main = page.getByRole('main')
        await expect(main.getByRole('heading', { level: 1 })).toBeVisible()
        await hydrated(page)
        expect(await main.locator('button').count()).toBeGreaterThan(3)
        expect(await plainButtons(main)).toEqual([])
        if (screen.thumbSized) expect(await smallControls(main)).toEqual([])

        expect(await axeViolations(page), 'light').toEqual([])
        const keep = async (theme: string) => {
          const shot = `${name}-${screen.name}-${theme}`
          const body = await page.screenshot({
            fullPage: true,
            path: testInfo.outputPath(`${shot}.png`),
          })
          await testInfo.attach(shot, { body, contentType: 'image/png' })
        }
        await keep('light')

        await switchTheme(page, 'dark')
        expect(await axeViolations(page, undefined, colourRules), 'dark').toEqual([])
        await keep('dark')
      })
    }
  })
}
