import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { loadStreams } from '#build-src/archive-files/stream-files.ts'
import {
  filterDefaults,
  type SongFilterValues,
} from '#src/features/songs/list/filters/song-list-filters.ts'
import {
  songListDefaults,
  type SongListSearch,
  validateSongListSearch,
} from '#src/features/songs/list/filters/song-list-search.ts'
import {
  filterSongs,
  filterStreams,
  presortSongs,
} from '#src/shared/song-model/filter/song-filter.ts'
import { buildSongModel } from '#src/shared/song-model/song-model.ts'
import { fixtureArchive } from '#tests/support/fixture-archive.ts'

import { compileFilters, fieldQueries } from './song-list-matching.ts'

// The test archive, whose titles, singers and readings the search terms below include.
const streams = loadStreams(fixtureArchive)

const model = buildSongModel(streams)
const presorted = presortSongs(model)
const keeps = (filter: SongFilterValues) =>
  compileFilters(filter, fieldQueries(filter, model.hanForms))
const allIds = new Set(model.streams.flatMap((s) => s.performances.map((p) => p.id)))
const allSongs = new Set(model.songs.map((s) => s.key))

// Mostly arbitrary strings, with real titles, singers and kana mixed in so matches happen too.
const text = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc.string(),
  fc.constantFrom('', 'よる', 'ﾖﾙ', 'YOASOBI', '米津', '夜に駆ける', ' ', '！', '\u0000'),
)
// Filters not drawn here keep their defaults.
const filterArb = fc
  .record({
    q: text,
    singer: text,
    date: fc.oneof(fc.string(), fc.constantFrom('', ...model.streamDates)),
    type: fc.constantFrom('all' as const, 'request' as const),
  })
  .map((drawn): SongFilterValues => ({ ...filterDefaults, ...drawn }))

describe('search properties', () => {
  it('validateSearch never throws and always returns a well-formed search', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.object(),
          fc.dictionary(fc.constantFrom(...Object.keys(songListDefaults)), fc.anything()),
        ),
        (input) => {
          const search = validateSongListSearch(
            input as Partial<SongListSearch> & { __TSearchSchemaInput__: 'TSearchSchemaInput' },
          )
          expect(Object.keys(search).sort()).toEqual(Object.keys(songListDefaults).sort())
          for (const value of Object.values(search)) expect(typeof value).toBe('string')
        },
      ),
    )
  })

  it('a filter never throws and its result is a subset of the unfiltered list', () => {
    fc.assert(
      fc.property(
        filterArb,
        fc.constantFrom('last' as const, 'title' as const, 'count' as const),
        (filter, sort) => {
          for (const stream of filterStreams(model, keeps(filter))) {
            for (const p of stream.performances) expect(allIds.has(p.id)).toBe(true)
          }
          for (const row of filterSongs(presorted, keeps(filter), sort)) {
            expect(allSongs.has(row.song.key)).toBe(true)
            for (const p of row.performances) expect(row.song.performances).toContain(p)
          }
        },
      ),
    )
  })

  it('adding a condition never widens the result', () => {
    fc.assert(
      fc.property(filterArb, (filter) => {
        const ids = (f: typeof filter) =>
          new Set(filterStreams(model, keeps(f)).flatMap((s) => s.performances.map((p) => p.id)))
        const wide = ids({ ...filter, singer: '', date: '', type: 'all' })
        for (const id of ids(filter)) expect(wide.has(id)).toBe(true)
      }),
    )
  })
})
