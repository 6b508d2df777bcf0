import { describe, expect, it } from 'vitest'

import { slowTest } from '#tests/patience.ts'

import { computeOtherReadings } from './compute-other-readings.ts'

describe('computeOtherReadings', () => {
  it(
    "ships a database's lone proposal first, then the dictionary's, and nothing for a written reading",
    async () => {
      const table = await computeOtherReadings({
        songs: [
          { title: '深海少女', artist: 'ゆうゆ' },
          // A reading a fan sent is a person's: it settles the text, proposals and all.
          { title: '炎', artist: 'LiSA', reading: 'ほむら' },
          { title: '残響散歌', artist: 'Aimer' },
        ],
        proposedReadings: [
          { text: '残響散歌', reading: 'ざんきょさんか', by: 'musicbrainz' },
          { text: '炎', reading: 'ほのお', by: 'vocadb' },
        ],
      })
      expect(table['炎']).toBeUndefined()
      // Written against the analyser's ざんきょうちうた: its first four kana, then さんか.
      expect(table['残響散歌']?.split(' ')[0]).toBe('4,0,さんか')
      expect(table['深海少女']).toMatch(/,しんかい/)
      expect(table['ゆうゆ']).toBeUndefined()
    },
    slowTest.timeout,
  )
})
