import { describe, expect, it, vi } from 'vitest'

import { encodeOtherReadings } from '#src/shared/search/other-readings.ts'
import { searchableText } from '#src/shared/search/search-aids.ts'
import { foldForSearch } from '#src/shared/search/search-fold.ts'
import { compileQuery } from '#src/shared/search/search-match.ts'

import { ranking } from './ranking.ts'

// 深海少女 ships the analyser's ふかうみしょうじょ; its sung reading is among its other readings.
vi.mock('virtual:song-data/other-readings', () => ({
  otherReadings: {
    [foldForSearch('深海少女')]: encodeOtherReadings('ふかうみしょうじょ', ['しんかいしょうじょ']),
  },
}))

const texts = new Map([
  [
    foldForSearch('深海少女'),
    { reading: 'ふかうみしょうじょ', romaji: 'fukaumisyouzyo', pinyin: '' },
  ],
])
const aids = { forms: new Map(), texts, aliases: new Map() }
const song = {
  titleSearch: searchableText('深海少女', aids),
  singerSearch: searchableText('ゆうゆ', aids),
}
const rankedFor = (query: string) =>
  ranking({ any: compileQuery(query), title: null, singer: null }, new Map())!

describe('the match order with the other readings', () => {
  it('finds a title by its sung reading, in romaji and in kana, saying which reading matched', () => {
    for (const query of ['shinkai shoujo', 'しんかいしょうじょ']) {
      const ranked = rankedFor(query)
      expect(ranked.rank(song), query).not.toBeNull()
      expect(ranked.near(song), query).toEqual({
        kind: 'otherReading',
        reading: 'しんかいしょうじょ',
      })
    }
  })

  it('says nothing more of a match of the trusted reading', () => {
    expect(rankedFor('ふかうみ').near(song)).toBeNull()
  })
})
