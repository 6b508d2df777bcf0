import { describe, expect, it } from 'vitest'

import { prerenderFigures } from '#bench/prerender-figures.ts'

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
