import { describe, expect, it, vi } from 'vitest'

import { compileFilters, fieldQueries } from '#src/features/songs/search/song-list-matching.ts'
import type { SongListData } from '#src/shared/song-data/song-list-build.ts'
import {
  filterSongs,
  filterStreams,
  presortSongs,
} from '#src/shared/song-model/filter/song-filter.ts'
import { buildSongModel } from '#src/shared/song-model/song-model.ts'
import { testSearchAids, testStreams } from '#tests/support/test-streams.ts'

import { choosable } from './chosen-lists.ts'
import {
  activeFilterCount,
  filterDefaults,
  parseFilters,
  type SongFilterValues,
  songListFilters,
} from './song-list-filters.ts'

const model = buildSongModel(testStreams, testSearchAids)
const presorted = presortSongs(model)
const keeps = (f: Partial<SongFilterValues>) => {
  const values = { ...filterDefaults, ...f }
  return compileFilters(values, fieldQueries(values, model.hanForms))
}
const titles = (f: Partial<SongFilterValues>) =>
  filterStreams(model, keeps(f)).flatMap((s) => s.performances.map((p) => p.songName.trim()))

describe('filterStreams', () => {
  it('returns everything without a filter', () => {
    expect(filterStreams(model, keeps({}))).toEqual(model.streams)
  })

  it.each(['よるにかける', 'ﾖﾙﾆｶｹﾙ', 'ヨルニカケル', '夜に駆ける', '夜に 駆ける！', '夜'])(
    '%s finds 夜に駆ける',
    (q) => {
      expect(titles({ q })).toEqual(['夜に駆ける', '夜に駆ける'])
    },
  )

  it('matches the singer field, including collaborations', () => {
    expect(titles({ singer: '米津' })).toEqual(['打上花火', 'Lemon'])
    expect(titles({ singer: 'yoasobi', q: 'アイドル' })).toEqual(['アイドル'])
  })

  it('narrows to one stream date or to request streams', () => {
    expect(titles({ date: '2025-02-11' })).toEqual(['夜に駆ける', 'Lemon'])
    expect(titles({ type: 'request' })).toEqual(['夜に駆ける', '打上花火'])
    // A hidden date cannot be selected.
    expect(titles({ date: '2025-04-01' })).toEqual([])
  })

  it('finds nothing for an unknown title', () => {
    expect(filterStreams(model, keeps({ q: 'nothing like this' }))).toEqual([])
  })
})

describe('filterSongs', () => {
  const names = (f: Partial<SongFilterValues>, sort: 'last' | 'title' | 'count') =>
    filterSongs(presorted, keeps(f), sort).map(
      (r) => `${r.song.songName.trim()}:${r.performances.length}`,
    )

  it('sorts by times sung, title (kana reading) and last sung', () => {
    expect(names({}, 'count')).toEqual(['夜に駆ける:2', '打上花火:1', 'Lemon:1', 'アイドル:1'])
    expect(names({}, 'title')).toEqual(['Lemon:1', 'アイドル:1', '夜に駆ける:2', '打上花火:1'])
    expect(names({}, 'last')).toEqual(['夜に駆ける:2', '打上花火:1', 'Lemon:1', 'アイドル:1'])
  })

  it('counts and dates only the performances that pass the filter', () => {
    const rows = filterSongs(presorted, keeps({ date: '2025-02-11' }), 'count')
    expect(rows.map((r) => [r.song.songName, r.performances.length, r.lastSungIso])).toEqual([
      ['Lemon', 1, '2025-02-11'],
      ['夜に駆ける', 1, '2025-02-11'],
    ])
  })
})

describe('the filters in the URL', () => {
  it('read each value, and give the default for what is malformed or no option', () => {
    expect(
      parseFilters({ q: 'よる', singer: ['a', 'b'], date: '2025-02-30', type: 'request' }),
    ).toEqual({
      ...filterDefaults,
      q: 'よる',
      singer: '',
      date: '',
      type: 'request',
    })
    expect(parseFilters({ date: '2025-02-11', type: 'karaoke', q: 'x'.repeat(500) })).toEqual({
      ...filterDefaults,
      q: 'x'.repeat(100),
      singer: '',
      date: '2025-02-11',
      type: 'all',
    })
  })

  it('count the filters set away from their default', () => {
    expect(activeFilterCount(filterDefaults)).toBe(0)
    expect(activeFilterCount({ ...filterDefaults, q: 'a', type: 'request' })).toBe(2)
    // What the folded filters hold: the search field in sight is left out.
    expect(activeFilterCount({ ...filterDefaults, q: 'a', type: 'request' }, ['q'])).toBe(1)
  })
})

describe('choosable', () => {
  const dates = model.streamDates
  const canChoose = (key: 'date' | 'type', f: Partial<SongFilterValues>) =>
    choosable(key, { ...filterDefaults, ...f }, model.streams)

  it('offers every date until another list narrows the streams', () => {
    expect(dates.filter(canChoose('date', {}))).toEqual(dates)
    // A text query leaves the options as they are, so they stay still while the fan types.
    expect(dates.filter(canChoose('date', { q: 'zzzz' }))).toEqual(dates)
  })

  it("offers only the dates of song-request streams once that type is chosen, and 'all' always", () => {
    expect(dates.filter(canChoose('date', { type: 'request' }))).toEqual(['2025-03-09'])
    expect(canChoose('date', { type: 'request' })('')).toBe(true)
    expect(canChoose('type', { date: '2025-02-11' })('request')).toBe(false)
    expect(canChoose('type', { date: '2025-03-09' })('request')).toBe(true)
  })
})

describe('the date list', () => {
  const data = { model } as SongListData
  const dates = model.streamDates

  it('offers every stream date, formatted, once it is used', () => {
    const format = { date: vi.fn((iso: string) => `date ${iso}`), number: String }
    const options = songListFilters.date.options(data, format)
    expect(options.map((option) => option.value)).toEqual(['', ...dates])
    expect(options[1]?.label).toBe(`date ${dates[0]}`)
  })

  it('formats only the date the page holds while it is unused', () => {
    const format = { date: vi.fn((iso: string) => `date ${iso}`), number: String }
    const held = dates[1] as string
    const options = songListFilters.date.options(data, format, held)
    expect(options.map((option) => option.value)).toEqual(['', held])
    expect(format.date).toHaveBeenCalledTimes(1)
  })
})
