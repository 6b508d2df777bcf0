import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BrowserContext, chromium, expect, test } from '@playwright/test'

import { chromiumArgs, chromiumPath } from '#tests/support/chromium.ts'

// Chromium's own installability check runs in the full browser with a profile on disk: the
// headless shell the other tests use answers it with nothing, and a fresh context counts as
// incognito, where nothing installs.
let context: BrowserContext
let profile: string

test.beforeAll(async () => {
  profile = mkdtempSync(join(tmpdir(), 'web-app-'))
  context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: chromiumArgs,
    baseURL: test.info().project.use.baseURL,
    locale: 'ja-JP',
  })
})

test.afterAll(async () => {
  await context.close()
  rmSync(profile, { recursive: true, force: true })
})

/** What Chromium says stops the page from being installed, by id. */
async function installabilityErrors(path: string): Promise<string[]> {
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.goto(path)
  const session = await context.newCDPSession(page)
  const { installabilityErrors } = await session.send('Page.getInstallabilityErrors')
  await page.close()
  expect(errors, 'console errors').toEqual([])
  return installabilityErrors.map((error) => error.errorId)
}

const forms = [
  { page: '/songlist', manifest: '/manifest.webmanifest', start: '/', lang: 'ja' },
  { page: '/ja/about', manifest: '/ja/manifest.webmanifest', start: '/ja/', lang: 'ja' },
  { page: '/zh/songlist', manifest: '/zh/manifest.webmanifest', start: '/zh/', lang: 'zh-Hant' },
]

test.describe('the site as an app', () => {
  for (const { page, manifest, start, lang } of forms) {
    test(`${page} links ${manifest}, started and scoped at ${start}, which Chromium can install`, async () => {
      expect(await installabilityErrors(page)).toEqual([])
      const tab = await context.newPage()
      await tab.goto(page)
      await expect(tab.locator('link[rel="manifest"]')).toHaveAttribute('href', manifest)
      const body = (await (await context.request.get(manifest)).json()) as Record<string, unknown>
      expect([body.start_url, body.scope, body.lang, body.display]).toEqual([
        start,
        start,
        lang,
        'standalone',
      ])
      await tab.close()
    })
  }

  test('the check fails without an icon of 144 px or more, so it is no formality', async () => {
    await context.route('**/manifest.webmanifest', async (route) => {
      const response = await route.fetch()
      const body = (await response.json()) as { icons: { sizes: string }[] }
      body.icons = body.icons.map((icon) => ({ ...icon, sizes: '96x96' }))
      await route.fulfill({ response, json: body })
    })
    expect(await installabilityErrors('/zh/songlist')).toContain('manifest-missing-suitable-icon')
    await context.unroute('**/manifest.webmanifest')
  })

  test('every icon is a PNG of the size its manifest and link say', async () => {
    const { icons } = (await (await context.request.get('/zh/manifest.webmanifest')).json()) as {
      icons: { src: string; sizes: string; type: string; purpose: string }[]
    }
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '192x192 maskable',
      '512x512 any',
      '512x512 maskable',
    ])
    const pngSize = async (src: string) => {
      const response = await context.request.get(src)
      expect(response.headers()['content-type']).toBe('image/png')
      const bytes = await response.body()
      return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`
    }
    for (const icon of icons) expect(await pngSize(icon.src)).toBe(icon.sizes)
    const page = await context.newPage()
    await page.goto('/zh/')
    const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')
    expect(await pngSize(apple!)).toBe('180x180')
    await page.close()
  })
})
