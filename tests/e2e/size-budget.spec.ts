import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { firstLoadJs } from '../support/first-load-js.mjs'
import { expect, test } from './fixtures'

// Gzip bytes a first visit may download. The figures are deterministic for a given build, so a
// change that grows a route past its limit fails here; raise a limit only on purpose. The limits
// sit 2 to 3% above the sizes measured at c7abe17 (111,229, 113,161, 122,045 and 121,855 bytes).
// The 100 KB goal is not met: the stack floor (React DOM, TanStack Router and Lingui, see
// bench/stack-floor) is 95,595 bytes of each.
const firstLoadLimits: Record<string, number> = {
  '/': 114_000,
  '/about': 115_500,
  '/songlist': 125_000,
  '/zh/songlist': 125_000,
}
const songDataChunkLimit = 6_000

for (const [route, limit] of Object.entries(firstLoadLimits)) {
  test(`first-load JS of ${route} stays under ${limit} bytes gzip`, async ({
    browser,
    baseURL,
  }) => {
    const { total, files } = await firstLoadJs(browser, `${baseURL}${route}`)
    test.info().annotations.push({ type: 'first-load-js', description: `${route}: ${total}` })
    expect(Object.keys(files).length).toBeGreaterThan(0)
    expect(total).toBeLessThanOrEqual(limit)
  })
}

test('the song-data chunk stays under its limit', () => {
  const assets = join(process.env.DIST_DIR ?? 'dist', 'assets')
  const chunk = readdirSync(assets).find((f) => /^song-data-.*\.js$/.test(f))
  expect(chunk, 'a separate song-data chunk').toBeDefined()
  const gzip = gzipSync(readFileSync(join(assets, chunk!)), { level: 9 }).length
  expect(gzip).toBeLessThanOrEqual(songDataChunkLimit)
})
