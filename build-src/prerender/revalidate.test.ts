import { describe, expect, it } from 'vitest'

import { revalidateBlocks, revalidatedPaths } from './revalidate.ts'

describe('revalidatedPaths', () => {
  it('keeps each fixed page and folds the song and stream pages into a wildcard per URL form', () => {
    const urls = [
      '/',
      '/zh',
      '/songlist',
      '/songs/lemon',
      '/songs/夜に駆ける',
      '/ja/songs/lemon',
      '/zh/songs/lemon',
      '/streams/2025-02-11',
      '/zh/streams/2025-02-11',
      '/404.html',
    ]
    expect(revalidatedPaths(urls.map((url) => ({ url })))).toEqual([
      '/',
      '/zh',
      '/songlist',
      '/songs/*',
      '/ja/songs/*',
      '/zh/songs/*',
      '/streams/*',
      '/zh/streams/*',
      '/404.html',
    ])
  })

  it('writes one Cache-Control rule per path', () => {
    expect(revalidateBlocks(['/songs/*'])).toContain(
      '/songs/*\n  Cache-Control: public, max-age=0, must-revalidate\n',
    )
  })
})
