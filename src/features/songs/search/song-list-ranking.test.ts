import { describe, expect, it } from 'vitest'

import {
  filterDefaults,
  type SongFilterValues,
} from '#src/features/songs/list/filters/song-list-filters.ts'
import type { SearchAids } from '#src/shared/search/search-aids.ts'
import { presortSongs } from '#src/shared/song-model/filter/song-filter.ts'
import { buildSongModel } from '#src/shared/song-model/song-model.ts'
import { rawStream, sungAt } from '#tests/support/test-streams.ts'

import { listResults } from './list-results.ts'
import * as ranker from './ranking.ts'
import type { Ranker } from './search-types.ts'
import { activeQueries, compileFilters } from './song-list-matching.ts'

const stream = (date: string, songs: [title: string, singer: string][]) =>
  rawStream(
    date,
    songs.map(([title, singer], i) => sungAt(title, singer, i + 1)),
  )

// Streams newest first as the model keeps them: 夜に駆ける sung twice, 夜明けと蛍 three times.
const model = buildSongModel(
  [
    stream('2025/3/1', [
      ['夜明けと蛍', 'n-buna'],
      ['Lemon', '米津玄師'],
    ]),
    stream('2025/2/1', [
      ['夜明けと蛍', 'n-buna'],
      ['夜に駆ける', 'YOASOBI'],
    ]),
    stream('2025/1/1', [
      ['夜明けと蛍', 'n-buna'],
      ['夜に駆ける', 'YOASOBI'],
      ['群青', 'YOASOBI'],
    ]),
    stream('2024/12/1', [
      ['千本桜', '黒うさP'],
      ['一番の宝物', 'LiSA'],
    ]),
  ],
  {
    forms: new Map(),
    texts: new Map([
      ['千本桜', { reading: 'せんぼんさくら', romaji: 'senbonsakura', pinyin: '' }],
      ['夜に駆ける', { reading: 'よるにかける', romaji: 'yorunikakeru', pinyin: '' }],
      ['一番の宝物', { reading: 'いちばんのほうもつ', romaji: 'itibannowomotu', pinyin: '' }],
      ['夜明けと蛍', { reading: 'よあけとほたる', romaji: 'yoaketowotaru', pinyin: '' }],
    ]),
    aliases: new Map(),
  } satisfies SearchAids,
)
const presorted = presortSongs(model)

/** The list's results as the page works them out, the ranking's code loaded or not. */
function resultsFor(
  values: Partial<SongFilterValues>,
  view: 'songs' | 'streams',
  sort: 'match' | 'last',
  loaded: Ranker | null = ranker,
) {
  const filter = { ...filterDefaults, ...values }
  const queries = activeQueries(filter, model.hanForms, loaded)
  const keeps = compileFilters(filter, queries)
  const ranked = loaded && queries.ranking && { ranker: loaded, ranking: queries.ranking }
  return listResults({ model, presorted }, keeps, { view, sort }, 'ja', ranked)
}
const songsFor = (values: Partial<SongFilterValues>, sort: 'match' | 'last' = 'match') => {
  const results = resultsFor(values, 'songs', sort)
  return results.view === 'songs' ? results.rows.map((row) => row.song.songName) : []
}
const streamsFor = (values: Partial<SongFilterValues>, sort: 'match' | 'last' = 'match') => {
  const results = resultsFor(values, 'streams', sort)
  return results.view === 'streams' ? results.streams.map((s) => s.isoDate) : []
}

describe('the match order', () => {
  it('puts the exact title first, a title starting with the query before the most sung', () => {
    expect(songsFor({ q: '夜に駆ける' })).toEqual(['夜に駆ける'])
    // 夜明けと蛍 is sung more, but both start with 夜: ties go to the most sung.
    expect(songsFor({ q: '夜' })).toEqual(['夜明けと蛍', '夜に駆ける'])
    expect(songsFor({ q: '夜' }, 'last')).toEqual(['夜明けと蛍', '夜に駆ける'])
  })

  it('finds an artist’s songs in the general box, below any title that matches', () => {
    expect(songsFor({ q: 'yoasobi' })).toEqual(['夜に駆ける', '群青'])
    expect(songsFor({ title: 'yoasobi' })).toEqual([])
  })

  it('adds what only sounds alike and partial matches, which the date orders leave out', () => {
    expect(songsFor({ q: 'senbonzakura' })).toEqual(['千本桜'])
    expect(songsFor({ q: 'senbonzakura' }, 'last')).toEqual([])
    expect(songsFor({ q: 'ichiban no takaramono' })).toEqual(['一番の宝物'])
    expect(songsFor({ q: 'ichiban no takaramono' }, 'last')).toEqual([])
  })

  it('is newest first, matches of the whole query only, until the ranking’s code is loaded', () => {
    const unranked = (q: string) => {
      const results = resultsFor({ q }, 'songs', 'match', null)
      return results.view === 'songs' ? results.rows.map((row) => row.song.songName) : []
    }
    expect(unranked('senbonzakura')).toEqual([])
    expect(unranked('yoasobi')).toEqual(songsFor({ q: 'yoasobi' }, 'last'))
  })

  it('is newest first when no text is typed', () => {
    expect(streamsFor({})).toEqual(['2025-03-01', '2025-02-01', '2025-01-01', '2024-12-01'])
    expect(songsFor({})).toEqual(songsFor({}, 'last'))
  })

  it('ranks streams by their best match, each stream a unit, ties newest first', () => {
    // Only 2025/1/1 holds 群青, an exact title; the others hold only YOASOBI's 夜に駆ける.
    expect(streamsFor({ q: '群青' })).toEqual(['2025-01-01'])
    expect(streamsFor({ q: 'yoasobi' })).toEqual(['2025-02-01', '2025-01-01'])
    expect(streamsFor({ q: 'senbonzakura' })).toEqual(['2024-12-01'])
    // 夜に駆ける whole (2025/2/1, 2025/1/1) before 夜明けと蛍's start (2025/3/1).
    expect(streamsFor({ q: 'よるに' })).toEqual(['2025-02-01', '2025-01-01'])
    expect(streamsFor({ q: '夜に' })).toEqual(['2025-02-01', '2025-01-01'])
    expect(streamsFor({ q: 'lemon yoasobi' })).toEqual(['2025-03-01', '2025-02-01', '2025-01-01'])
  })

  it('keeps the other text filters and the choices as they are', () => {
    expect(songsFor({ q: '夜', singer: 'yoasobi' })).toEqual(['夜に駆ける'])
    expect(songsFor({ q: '夜', date: '2025-03-01' })).toEqual(['夜明けと蛍'])
  })
})
