// Song and stream pages, where shared links land, on a phone in both languages: every control
// thumb-sized and drawn in the site's look, as on the song list (issue 51).
import { plainButtons, smallControls } from '#tests/e2e/control-checks.ts'
import { expect, test } from '#tests/e2e/fixtures.ts'

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

const pages = [
  '/songs/夜に駆ける',
  '/zh/songs/夜に駆ける',
  '/streams/2023-10-14',
  '/zh/streams/2023-10-14',
]

for (const url of pages) {
  test(`${url}: every control is at least 44 x 44 and none is a bare browser button`, async ({
    page,
  }) => {
    await page.goto(url)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await main.locator('button').count()).toBeGreaterThan(3)
    expect(await smallControls(main)).toEqual([])
    expect(await plainButtons(main)).toEqual([])
  })
}
