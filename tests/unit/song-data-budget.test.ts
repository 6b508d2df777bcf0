import { gzipSync } from 'node:zlib'
import { describe, expect, it, vi } from 'vitest'

import { main } from '#bench/write-generated-data.ts'
import { readSongData } from '#build-src/archive-files/read-song-data.ts'
import { packedSongListModuleCode } from '#build-src/data-modules/packed-song-list-plugin.ts'
import { tempDirs } from '#tests/support/temp-dirs.ts'

// The size budget's data half (the first-load half is tests/e2e/fixture-archive/size-budget.spec.ts):
// the song data a visitor downloads, search keys included, at the scale of the largest real archives.
const performances = 10_000
const dataLimit = 200 * 1024

const tempDir = tempDirs('song-data-budget-')

describe('the song data of a 10,000-performance archive', () => {
  it(`stays within ${dataLimit} bytes gzip`, { timeout: 120_000 }, async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const dir = tempDir()
    expect(main([String(performances), dir])).toBe(0)
    const data = readSongData(dir)
    expect(data.problems).toEqual([])
    expect(data.streams.reduce((n, s) => n + s.songList.length, 0)).toBe(performances)
    const gzip = gzipSync(await packedSongListModuleCode(data), { level: 9 }).length
    expect(gzip).toBeLessThanOrEqual(dataLimit)
  })
})
