import { describe, expect, it } from 'vitest'

import { buildSongModel } from '#src/shared/song-model/song-model.ts'
import { testStreams } from '#tests/support/test-streams.ts'

import { computeStats } from './song-stats.ts'

describe('computeStats', () => {
  it('counts streams, performances, songs, and ranks songs and artists', () => {
    const stats = computeStats(buildSongModel(testStreams), 2)
    expect(stats).toMatchObject({ streams: 3, performances: 5, songs: 4 })
    expect(stats.topSongs.map((s) => [s.song.songName, s.count])).toEqual([
      ['夜に駆ける', 2],
      ['Lemon', 1],
    ])
    // 打上花火 (DAOKO × 米津玄師) counts for 米津玄師 as well.
    expect(stats.topArtists).toEqual([
      { name: 'YOASOBI', count: 3 },
      { name: '米津玄師', count: 2 },
    ])
  })
})
