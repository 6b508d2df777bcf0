import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { firstLoadJs } from '../../support/first-load-js.mjs'
import { fixtureArchiveDist } from '../../support/fixture-archive'
import { expect, test } from '../fixtures'

// Gzip bytes a first visit may download, measured on the build of the test archive: the song data
// and the content modules ship in these files, so the fixed archive makes the figures depend on
// the code alone, whatever the content under test. They are deterministic for a given build, so a
// change that grows a route past its limit fails here; raise a limit only on purpose. The limits
// sit 2 to 3% above the sizes measured at d4577b1 (111,160, 112,761, 119,577 and 119,449 bytes;
// the song-data chunk 2,981, then 5,329 once it carried readings, romaji, pinyin and the character
// table for search in any script: a fixed cost that is large next to 55 performances, and +19% at
// 10,000, see docs/search.md). The 100 KB goal is not met: the stack floor (React DOM, TanStack
// Router and Lingui, see bench/stack-floor) is 95,595 bytes of each.
// The player costs every route about 1.6 KB of code that must be there before play is pressed
// (the play request, the queue's link format, the host that loads the player's own chunk) and
// 0.6 KB of catalog text; sharing the router between the page and the player's chunk also split
// one chunk in two, which compresses 0.6 KB worse: 114,350, 115,956 and 127,961 bytes.
// With the player, the charts and the contribution forms all in (bytes measured at their merge):
// 116,469 for /, 118,203 for /about, 137,708 for /songlist and 127,867 for /contribute. The
// report dialog stays in the song list's chunk: loaded on its own it was 864 bytes worse there
// (138,572), the code it shares with the form being split out as well. These sizes miss the
// 20 KB-above-the-floor target of the performance issue, the song list by about 17 KB.
const firstLoadLimits: Record<string, number> = {
  '/': 118_000,
  '/about': 120_000,
  // Search in any script added 4.9 KB to the song list (its data and its code): 124,513 bytes.
  // The statistics charts, drawn by the page itself so that they are prerendered as SVG, added
  // 3.6 KB (layouts and components 3.1 KB, their messages 0.4 KB): 128,125 bytes before the player.
  // The report button and its dialog added 6.0 KB (130,574 bytes; the dialog's messages load on
  // the first press). As a chunk of its own the dialog made Rolldown move React and the router out
  // of the entry chunk (what looks like rolldown/rolldown#10731), which cost every page 1.4 KB.
  '/songlist': 140_000,
  '/zh/songlist': 140_000,
  // The setlist form, measured at 124,181 bytes; the song data loads only when a setlist is checked.
  '/contribute': 130_000,
}
// Packed field by field, with song and search keys and last dates worked out by the page (decision
// 006), the song-data chunk went from 5,423 to 4,003 bytes; its unpacking code grew 0.6 KB, and
// the song list's first load fell from 137,769 to 136,999 bytes.
const songDataChunkLimit = 4_120

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
  const assets = join(fixtureArchiveDist, 'assets')
  const chunk = readdirSync(assets).find((f) => /^song-data-.*\.js$/.test(f))
  expect(chunk, 'a separate song-data chunk').toBeDefined()
  const gzip = gzipSync(readFileSync(join(assets, chunk!)), { level: 9 }).length
  expect(gzip).toBeLessThanOrEqual(songDataChunkLimit)
})
