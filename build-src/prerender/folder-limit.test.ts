import { describe, expect, it } from 'vitest'

import { crowdedFolders } from './folder-limit.ts'

describe('crowdedFolders', () => {
  const pages = (folder: string, count: number) =>
    Array.from({ length: count }, (_, i) => `${folder}/song-${i}/index.html`)

  it('counts the entries of each folder at every depth, the output root included', () => {
    const files = [...pages('songs', 4), ...pages('zh/songs', 3), 'index.html', '404.html']
    // The root holds songs/, zh/, index.html and 404.html.
    expect(crowdedFolders(files, 3)).toEqual([
      { folder: '/', entries: 4 },
      { folder: 'songs/', entries: 4 },
    ])
    expect(crowdedFolders(files, 2)).toEqual([
      { folder: '/', entries: 4 },
      { folder: 'songs/', entries: 4 },
      { folder: 'zh/songs/', entries: 3 },
    ])
  })

  it("finds nothing crowded at ten times the bench archive's songs and streams", () => {
    // bench:data at 100,000 performances: about 40,000 songs and 10,000 streams.
    const files = ['', 'ja/', 'zh/'].flatMap((prefix) => [
      ...pages(`${prefix}songs`, 40_000),
      ...pages(`${prefix}streams`, 10_000),
    ])
    expect(crowdedFolders(files)).toEqual([])
    expect(crowdedFolders([...files, ...pages('songs', 54_001)])).toEqual([
      { folder: 'songs/', entries: 54_001 },
    ])
  })
})
