import { describe, expect, it } from 'vitest'
import { filterSongs, filterStreams, presortSongs, type SongFilter } from './song-filter'
import { buildSongModel } from './song-model'
import { testSearchAids, testStreams } from '../../../tests/support/test-streams'

const model = buildSongModel(testStreams, testSearchAids)
const presorted = presortSongs(model)
const all: SongFilter = { q: '', singer: '', date: '', type: 'all' }
const titles = (f: Partial<SongFilter>) =>
  filterStreams(model, { ...all, ...f }).flatMap((s) =>
    s.performances.map((p) => p.songName.trim()),
  )

describe('filterStreams', () => {
  it('returns everything without a filter', () => {
    expect(filterStreams(model, all)).toEqual(model.streams)
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
    expect(filterStreams(model, { ...all, q: 'nothing like this' })).toEqual([])
  })
})

describe('filterSongs', () => {
  const names = (f: Partial<SongFilter>, sort: 'last' | 'title' | 'count') =>
    filterSongs(presorted, { ...all, ...f }, sort, model.hanForms).map(
      (r) => `${r.song.songName.trim()}:${r.performances.length}`,
    )

  it('sorts by times sung, title (kana reading) and last sung', () => {
    expect(names({}, 'count')).toEqual(['夜に駆ける:2', '打上花火:1', 'Lemon:1', 'アイドル:1'])
    expect(names({}, 'title')).toEqual(['Lemon:1', 'アイドル:1', '夜に駆ける:2', '打上花火:1'])
    expect(names({}, 'last')).toEqual(['夜に駆ける:2', '打上花火:1', 'Lemon:1', 'アイドル:1'])
  })

  it('counts and dates only the performances that pass the filter', () => {
    const rows = filterSongs(presorted, { ...all, date: '2025-02-11' }, 'count', model.hanForms)
    expect(rows.map((r) => [r.song.songName, r.performances.length, r.lastSungIso])).toEqual([
      ['Lemon', 1, '2025-02-11'],
      ['夜に駆ける', 1, '2025-02-11'],
    ])
  })
})
