import { describe, expect, it } from 'vitest'

import { prerenderFigures, shareCardFigures } from '#bench/prerender-figures.ts'

describe("the prerender's summary line, as the benches read it", () => {
  it('is read with the inline stylesheets the build prints after the workers', () => {
    const output =
      'service worker: 125 files precached (1980 KiB)\n' +
      'prerendered 278 pages into /x/dist in 1.4 s (200 pages/s, 2 workers, 11 inline stylesheets)\n'
    expect(prerenderFigures(output)).toEqual({
      pages: 278,
      seconds: 1.4,
      pagesPerSecond: 200,
      workers: 2,
    })
  })

  it('is null when the build printed none', () => {
    expect(prerenderFigures('vite v8 building...')).toBeNull()
  })
})

describe("the share cards' line, as the bench reads it", () => {
  it('gives the cards drawn, those taken from the cache and the seconds', () => {
    const output =
      'prerendered 170 pages into /x/dist-fixture in 1.5 s (112 pages/s, 2 workers, 8 inline stylesheets)\n' +
      'share cards: 50 drawn, 4950 unchanged from the cache, in 1.1 s\n'
    expect(shareCardFigures(output)).toEqual({ drawn: 50, reused: 4950, seconds: 1.1 })
  })

  it('is null when the build printed none', () => {
    expect(shareCardFigures('prerendered 1 pages into /x in 1 s (1 pages/s, 1 workers)')).toBeNull()
  })
})
