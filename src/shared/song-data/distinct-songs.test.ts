import { describe, expect, it } from 'vitest'

import { buildSongModel } from '#src/shared/song-model/song-model.ts'
import { computeStats } from '#src/shared/song-model/stats/song-stats.ts'
import { rawSong } from '#tests/support/test-streams.ts'

import { archiveGlance } from './stream-summary.ts'

// Spellings the home page's figures once folded apart from the song list (NFKC, case and
// spaces only there): katakana and hiragana, inner spaces, punctuation, symbols.
const spellings: [string, string][] = [
  ['ヨルニカケル', 'YOASOBI'],
  ['よるにかける', 'YOASOBI'],
  ['Lemon', '米津 玄師'],
  ['Lemon', '米津玄師'],
  ['春よ、来い', '松任谷由実'],
  ['春よ来い', '松任谷由実'],
  ['打上花火', 'DAOKO × 米津玄師'],
  ['打上花火', 'DAOKO 米津玄師'],
  ['紅蓮華', 'LiSA'],
]
const streams = [
  {
    date: '2025/2/11',
    streamName: 'spellings',
    showList: true,
    showDate: true,
    songList: spellings.map(([songName, singer], i) =>
      rawSong({
        songName,
        singer,
        songTime: `0:${String(i).padStart(2, '0')}`,
        songLink: `https://youtu.be/AAAAAAAAAAA?t=${i}`,
      }),
    ),
  },
]

describe('distinct songs', () => {
  it('are counted alike by the home page and the song list statistics', () => {
    const home = archiveGlance(streams.map((s) => ({ ...s, file: '2025-02-11.json' }))).songCount
    const songList = computeStats(buildSongModel(streams)).songs
    expect(home).toBe(5)
    expect(songList).toBe(home)
  })
})
