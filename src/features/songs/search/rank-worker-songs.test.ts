import { describe, expect, it } from 'vitest'

import { filterDefaults } from '#src/features/songs/list/filters/song-list-filters.ts'
import { encodeOtherReadings } from '#src/shared/search/other-readings.ts'
import { foldForSearch } from '#src/shared/search/search-fold.ts'
import { buildSongListData } from '#src/shared/song-data/song-list-build.ts'
import { packSongList, unpackSongList } from '#src/shared/song-data/song-list-pack.ts'
import { rawStream, sungAt } from '#tests/support/test-streams.ts'

import { queryRanking } from './query-ranking.ts'
import { prepareSongs, rankSongsFrom, songRanks } from './rank-worker-songs.ts'
import type { TextValues } from './search-types.ts'
import { fieldQueries } from './song-list-matching.ts'

const texts = new Map([
  [
    foldForSearch('深海少女'),
    { reading: 'ふかうみしょうじょ', romaji: 'fukaumisyouzyo', pinyin: '' },
  ],
  [foldForSearch('花'), { reading: 'はな', romaji: 'hana', pinyin: '' }],
  [foldForSearch('夜に駆ける'), { reading: 'よるにかける', romaji: 'yorunikakeru', pinyin: '' }],
])
const readings = {
  [foldForSearch('深海少女')]: encodeOtherReadings('ふかうみしょうじょ', ['しんかいしょうじょ']),
}
// Songs whose singers repeat and come in another order than their titles, so a pairing by the
// wrong index shows.
const data = buildSongListData(
  [
    rawStream('2025/3/1', [
      sungAt('Lemon', '米津玄師', 1),
      sungAt('夜に駆ける', 'YOASOBI', 2),
      sungAt('深海少女', 'ゆうゆ', 3),
      sungAt('花', 'ヨルシカ', 4),
    ]),
    rawStream('2025/2/1', [
      sungAt('群青', 'YOASOBI', 1),
      sungAt('夜明けと蛍', 'n-buna', 2),
      sungAt('Love Song', 'Someone', 3),
    ]),
  ],
  { forms: new Map(), texts, aliases: new Map() },
)
const packed = packSongList(data)
const model = unpackSongList(JSON.parse(JSON.stringify(packed))).model
const worker = rankSongsFrom({
  songs: packed.songs,
  singers: packed.singers,
  hanForms: packed.hanForms,
  readings,
})
const valuesOf = (values: Partial<TextValues>): TextValues => ({
  q: filterDefaults.q,
  title: filterDefaults.title,
  singer: filterDefaults.singer,
  ...values,
})
/** The ranks the page works out itself, in the model's order, NaN for a song left out. */
const pageRanks = (values: TextValues) => {
  const ranking = queryRanking(fieldQueries(values, model.hanForms), model.hanForms, readings)
  return model.songs.map((song) => ranking?.rank(song) ?? NaN)
}

describe('the ranking worker’s songs and ranks', () => {
  it('pairs each title with its own singer, in the model’s order', () => {
    expect(worker.songs.map((s) => [s.titleSearch.text, s.singerSearch.text])).toEqual(
      model.songs.map((s) => [s.songName, s.singer]),
    )
  })

  it.each([
    ['a title', { q: 'よる' }],
    ['an artist in romaji', { q: 'yoasobi' }],
    ['a sung reading', { q: 'shinkai shoujo' }],
    ['several words', { q: '夜 lemon' }],
    ['the title field with the singer field', { title: '夜', singer: 'yoasobi' }],
    ['what only sounds alike', { q: 'ばな' }],
  ])('ranks %s as the page does', (_, values) => {
    const ranks = [...songRanks(worker, valuesOf(values))]
    expect(ranks).toEqual(pageRanks(valuesOf(values)))
    expect(ranks.some((rank) => !Number.isNaN(rank))).toBe(true)
    expect(ranks.some((rank) => Number.isNaN(rank))).toBe(true)
  })

  it('leaves every song unranked when no field holds text', () => {
    expect([...songRanks(worker, valuesOf({ q: '  ' }))].every(Number.isNaN)).toBe(true)
  })

  it("prepares a slice at a time, every song's keys and then their other readings' romaji", () => {
    const fresh = rankSongsFrom({ ...packed, readings })
    const count = fresh.songs.length
    expect(prepareSongs(fresh, 0, 4)).toBe(4)
    expect(prepareSongs(fresh, 4, count)).toBe(count + 4)
    expect(prepareSongs(fresh, count + 4, count)).toBeNull()
    for (const q of ['yoasobi', 'しんかい', 'shinkai'])
      expect([...songRanks(fresh, valuesOf({ q }))]).toEqual(pageRanks(valuesOf({ q })))
  })
})
