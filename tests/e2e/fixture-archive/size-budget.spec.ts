import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { expect, test } from '#tests/e2e/fixtures.ts'
import { ownFirstLoad } from '#tests/support/first-load-js.ts'
import { stackFloor } from '#tests/support/stack-floor.ts'

import { aim, ceiling, margin, routes, tooHigh } from './size-ceilings.ts'

// The first-load budget of the archive-scale issue: every script a first visit downloads, less the
// song data (its own budget: tests/unit/song-data-budget.test.ts), less the stack floor (React DOM,
// TanStack Router and Lingui alone, built here from tests/support/stack-floor/), is our own code,
// at most the aim of 20 KB gzip, or a page's ceiling where it is over (size-ceilings.ts), and not
// so far under that ceiling that it should come down. Measured on the build of the fixed test
// archive, so the figures follow the code, not the size of the content under test.
// `npm run bench:first-load` shows what each route is made of.
const pagesWithData = ['/songlist', '/zh/songlist', '/songs/', '/zh/streams/']

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
  const limit = ceiling(route)
  test(`first load of ${route}: at most ${limit} bytes gzip of our code above the stack floor`, async ({
    browser,
    baseURL,
  }) => {
    const { total, data, own } = await ownFirstLoad(browser, `${baseURL}${encodeURI(route)}`, floor)
    test.info().annotations.push({
      type: 'first-load-js',
      description: `${route}: ${total} in all, ${data} song data, floor ${floor}, ours ${own}`,
    })
    // The song data stays a chunk of its own, loaded by the song list and its pages alone.
    expect(data > 0).toBe(pagesWithData.some((page) => route.startsWith(page)))
    expect(floor).toBeGreaterThan(80_000)
    expect(
      own,
      `over ${limit === aim ? 'the aim' : 'the ceiling'} of ${limit} bytes by ${own - limit}: ` +
        'a raise is `npm run size:ceilings` and a decision record that names the page and its new ceiling',
    ).toBeLessThanOrEqual(limit)
    expect(
      tooHigh(route, own),
      `${own} bytes, under the ceiling of ${limit} by more than twice the margin (${margin}): ` +
        'lower it with `npm run size:ceilings`',
    ).toBe(false)
  })
}
