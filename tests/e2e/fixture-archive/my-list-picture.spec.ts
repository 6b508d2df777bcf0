// マイリスト's picture (issue 51): 画像で共有 draws the favourites' first nine songs in the browser,
// with no request once the page is open (offline too), shows it with its songs as its text, and
// saves it as a PNG where the browser has no share sheet for files (headless Chromium on Linux).
import type { Page } from '@playwright/test'

import { axeViolations, colourRules, switchTheme } from '#tests/e2e/axe.ts'
import { expect, test } from '#tests/e2e/fixtures.ts'
import { hydrated } from '#tests/support/hydrated.ts'

const favourites = [
  ['Lemon', '米津玄師'],
  ['夜に駆ける', 'YOASOBI'],
  ['花に亡霊', 'ヨルシカ'],
  ['満月の夜なら', 'あいみょん'],
  ['三日月', '絢香'],
  ['ロキ', '作詞・作曲: みきとP'],
  ['夜空ノムコウ', 'SMAP'],
  ['糸', '中島みゆき'],
  ['残響散歌', 'Aimer'],
  ['小さな恋のうた', 'MONGOL800'],
].map(([title, artist]) => ({ title, artist }))

/** Resources the page has fetched so far. */
const fetched = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))

/**
 * Waits for the page's own idle prefetch of the other pages (a second after it settles) to end,
 * so that what follows counts only the picture's requests.
 */
async function prefetchEnded(page: Page) {
  await expect
    .poll(async () => (await fetched(page)).some((url) => /\/songlist-[^/]*\.js$/.test(url)))
    .toBe(true)
  let before = -1
  await expect
    .poll(
      async () => {
        const count = (await fetched(page)).length
        const steady = count === before
        before = count
        return steady
      },
      { intervals: [1_000] },
    )
    .toBe(true)
}

/** マイリスト with the favourites stored, its rows shown and the picture's code loaded. */
async function openWithFavourites(page: Page, url: string) {
  await page.addInitScript((items) => {
    localStorage.setItem('mylist:favourites', JSON.stringify({ v: 1, items }))
  }, favourites)
  await page.goto(url)
  await hydrated(page)
  await expect(
    page.getByRole('button', { name: /^(「夜に駆ける」を再生|播放〈夜に駆ける〉)$/ }),
  ).toBeVisible()
  await prefetchEnded(page)
}

/** The red, green and blue of the picture's pixel at (x, y), read back from the image shown. */
const pixel = (page: Page, x: number, y: number) =>
  page
    .getByRole('figure')
    .getByRole('img')
    .evaluate(
      (img: HTMLImageElement, [px, py]: [number, number]) => {
        const canvas = document.createElement('canvas')
        canvas.width = img.naturalWidth
        canvas.height = img.naturalHeight
        const context = canvas.getContext('2d')!
        context.drawImage(img, 0, 0)
        return [...context.getImageData(px, py, 1, 1).data.slice(0, 3)]
      },
      [x, y] as [number, number],
    )

/** The page's colour token as red, green and blue. */
const token = (page: Page, name: string) =>
  page.evaluate((variable) => {
    const probe = document.createElement('div')
    probe.style.color = `var(${variable})`
    document.body.append(probe)
    const rgb = getComputedStyle(probe).color.match(/\d+/g)!.slice(0, 3).map(Number)
    probe.remove()
    return rgb
  }, name)

for (const { url, heading, button, save, altStart } of [
  {
    url: '/mylist',
    heading: 'お気に入り',
    button: '「お気に入り」を画像で共有',
    save: '画像を保存',
    altStart: '「お気に入り」の画像：',
  },
  {
    url: '/zh/mylist',
    heading: '收藏',
    button: '以圖片分享「收藏」',
    save: '儲存圖片',
    altStart: '「收藏」的圖片：',
  },
]) {
  test(`${url}: the picture is made offline with no request, holds the first nine titles and saves as a PNG`, async ({
    page,
    context,
  }, testInfo) => {
    await openWithFavourites(page, url)
    await context.setOffline(true)
    const requests: string[] = []
    // The picture shown is read from its blob: URL, inside the browser.
    page.on('request', (request) => {
      if (!request.url().startsWith('blob:')) requests.push(request.url())
    })

    await page.getByRole('button', { name: button }).click()
    const picture = page.getByRole('figure').getByRole('img')
    await expect(picture).toBeVisible()
    const alt = (await picture.getAttribute('alt')) ?? ''
    expect(alt.startsWith(altStart)).toBe(true)
    for (const [i, { title, artist }] of favourites.slice(0, 9).entries())
      expect(alt).toContain(`${String(i + 1)}. ${title} / ${artist}`)
    expect(alt).not.toContain('小さな恋のうた')
    expect(
      await picture.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]),
    ).toEqual([1200, 1200])
    // Painted in the page's look: the page's background, the accent's band along the top.
    expect(await pixel(page, 600, 600)).not.toEqual(await pixel(page, 600, 8))
    expect(await pixel(page, 8, 8)).toEqual(await token(page, '--accent'))
    expect(await pixel(page, 8, 40)).toEqual(await token(page, '--bg'))

    const download = page.waitForEvent('download')
    await page.getByRole('figure').getByRole('button', { name: save }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(new RegExp(`^${heading}-\\d{4}-\\d{2}-\\d{2}\\.png$`))
    const path = await file.path()
    const { readFile } = await import('node:fs/promises')
    const png = await readFile(path)
    expect(png.subarray(1, 4).toString()).toBe('PNG')
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 1200])
    // Kept for review beside the report, as the song pages' screenshots are.
    await file.saveAs(testInfo.outputPath(`${heading}.png`))
    await testInfo.attach(`${heading}.png`, { body: png, contentType: 'image/png' })

    expect(requests).toEqual([])
  })
}

test.describe('the picture in both themes', () => {
  test.use({ bypassCSP: true })

  test('follows the dark theme, and the page with it open passes axe in both themes', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' })
    await openWithFavourites(page, '/mylist')
    await page.getByRole('button', { name: '「お気に入り」を画像で共有' }).click()
    await expect(page.getByRole('figure')).toBeFocused()
    expect(await pixel(page, 8, 40)).toEqual(await token(page, '--bg'))
    expect(await axeViolations(page)).toEqual([])
    await switchTheme(page, 'light')
    expect(await axeViolations(page, undefined, colourRules)).toEqual([])
    await page.getByRole('figure').getByRole('button', { name: '閉じる' }).click()
    await expect(page.getByRole('button', { name: '「お気に入り」を画像で共有' })).toBeFocused()
  })
})
