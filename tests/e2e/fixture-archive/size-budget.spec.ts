import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { expect, test } from '#tests/e2e/fixtures.ts'
import { firstLoadJs } from '#tests/support/first-load-js.ts'
import { stackFloor } from '#tests/support/stack-floor.ts'

import { aim, ceiling } from './size-ceilings.ts'

// The first-load budget of the archive-scale issue: every script a first visit downloads, less the
// song data (its own budget: tests/unit/song-data-budget.test.ts), less the stack floor (React DOM,
// TanStack Router and Lingui alone, built here from tests/support/stack-floor/), is our own code,
// at most the aim of 20 KB gzip, or a page's ceiling where it is over (size-ceilings.ts). Measured
// on the build of the fixed test archive, so the figures follow the code, not the size of the
// content under test. `npm run bench:first-load` shows what each route is made of.
const songPage = `/songs/${encodeURI('夜に駆ける')}`
const streamPage = '/zh/streams/2023-10-14'
const routes = [
  '/',
  '/about',
  '/songlist',
  '/zh/songlist',
  '/contribute',
  '/mylist',
  songPage,
  streamPage,
]

let floor = 0
test.beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'stack-floor-'))
  try {
    floor = await stackFloor(dir)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

for (const route of routes) {
  const member = route === songPage || route === streamPage
  const limit = ceiling(decodeURI(route))
  test(`first load of ${route}: at most ${limit} bytes gzip of our code above the stack floor`, async ({
    browser,
    baseURL,
  }) => {
    const { total, files } = await firstLoadJs(browser, `${baseURL}${route}`)
    const data = Object.entries(files)
      .filter(([path]) => /\/song-data-[^/]*\.js$/.test(path))
      .reduce((sum, [, bytes]) => sum + bytes, 0)
    const own = total - data - floor
    test.info().annotations.push({
      type: 'first-load-js',
      description: `${route}: ${total} in all, ${data} song data, floor ${floor}, ours ${own}`,
    })
    // The song data stays a chunk of its own, loaded by the song list and its pages alone.
    expect(data > 0).toBe(route.endsWith('/songlist') || member)
    expect(floor).toBeGreaterThan(80_000)
    expect(own, `over the aim of ${aim} bytes by ${own - aim}`).toBeLessThanOrEqual(limit)
  })
}
