import { describe, expect, it } from 'vitest'

import { catalogueSongKey } from '#build-src/archive-files/song-catalogue.ts'
import { buildSongListData } from '#src/shared/song-data/song-list-build.ts'
import { packSongList, unpackSongList } from '#src/shared/song-data/song-list-pack.ts'
import { rawStream as stream, sungAt as sung } from '#tests/support/test-streams.ts'

import { buildSongModel, type SongModel } from './song-model.ts'

/** Each performance the model marks with `mark`, as `date: title`, oldest first. */
function marked(model: SongModel, mark: 'debut' | 'sungOnce' = 'debut'): string[] {
  return model.streams
    .toReversed()
    .flatMap((s) => s.performances)
    .filter((p) => p[mark])
    .map((p) => `${p.isoDate}: ${p.songName}`)
}
const debutsOf = (model: SongModel) => marked(model)
/** The model the page unpacks from the song data, beside the one the build makes. */
const unpacked = (raw: Parameters<typeof buildSongListData>[0]) =>
  unpackSongList(packSongList(buildSongListData(raw))).model

describe('markDebutsAndSungOnce: debuts', () => {
  it('joins two spellings of a song as the catalogue does: only the first is its debut', () => {
    const model = buildSongModel([
      stream('2025/2/1', [sung('GETCHA!', 'Giga', 1)]),
      stream('2025/3/1', [sung('getcha', 'GIGA', 1), sung('Lemon', '米津玄師', 5)]),
    ])
    const entry = catalogueSongKey({ title: 'GETCHA!', artist: 'Giga' })
    expect(model.streams[0]?.performances[0]?.songKey).toBe(entry)
    expect(debutsOf(model)).toEqual(['2025-02-01: GETCHA!', '2025-03-01: Lemon'])
  })

  it('marks a song sung twice in its first stream once, at its first place in the setlist', () => {
    const model = buildSongModel([
      stream('2025/2/1', [
        sung('Lemon', '米津玄師', 1),
        sung('夜に駆ける', 'YOASOBI', 5),
        sung('Lemon', '米津玄師', 9),
      ]),
    ])
    expect(model.streams[0]?.performances.map((p) => p.debut)).toEqual([true, true, false])
  })

  it('counts a stream whose date is hidden by its date, and not one left off the site', () => {
    const model = buildSongModel([
      stream('2025/1/1', [sung('Lemon', '米津玄師', 1)], { showList: false }),
      stream('2025/2/1', [sung('夜に駆ける', 'YOASOBI', 1)], { showDate: false }),
      stream('2025/3/1', [sung('夜に駆ける', 'YOASOBI', 1), sung('Lemon', '米津玄師', 5)]),
    ])
    expect(debutsOf(model)).toEqual(['2025-02-01: 夜に駆ける', '2025-03-01: Lemon'])
  })

  it('orders two streams of one day as the data does (the files’ -2 after the first)', () => {
    const model = buildSongModel([
      stream('2025/3/1', [sung('夜に駆ける', 'YOASOBI', 1)]),
      stream('2025/3/1', [sung('夜に駆ける', 'YOASOBI', 1), sung('Lemon', '米津玄師', 5)]),
    ])
    // The model lists the day's second stream first (newest first): the rule must not follow it.
    expect(model.streams.map((s) => s.id)).toEqual(['1', '0'])
    expect(model.streams.map((s) => s.performances.map((p) => p.debut))).toEqual([
      [false, true],
      [true],
    ])
  })

  it('orders streams by date whatever order they are given in', () => {
    const raw = [
      stream('2025/3/1', [sung('Lemon', '米津玄師', 1)]),
      stream('2025/2/1', [sung('Lemon', '米津玄師', 1)]),
      stream('2025/3/1', [sung('夜に駆ける', 'YOASOBI', 1), sung('Lemon', '米津玄師', 5)]),
      stream('2025/1/1', [sung('夜に駆ける', 'YOASOBI', 3), sung('夜に駆ける', 'YOASOBI', 9)]),
    ]
    const debuts = ['2025-01-01: 夜に駆ける', '2025-02-01: Lemon']
    expect(debutsOf(buildSongModel(raw))).toEqual(debuts)
    expect(debutsOf(unpacked(raw))).toEqual(debuts)
    // Only the first of the two in the oldest setlist.
    const january = buildSongModel(raw).streams.at(-1)?.performances
    expect(january?.map((p) => p.debut)).toEqual([true, false])
  })
})

describe('markDebutsAndSungOnce: songs sung once', () => {
  const raw = [
    stream('2025/1/1', [sung('Lemon', '米津玄師', 1)], { showList: false }),
    stream('2025/2/1', [sung('GETCHA!', 'Giga', 1), sung('白日', 'King Gnu', 5)], {
      showDate: false,
    }),
    stream('2025/3/1', [
      sung('getcha', 'GIGA', 1),
      sung('Lemon', '米津玄師', 5),
      sung('糸', '中島みゆき', 9),
      sung('糸', '中島みゆき', 12),
    ]),
  ]
  const once = ['2025-02-01: 白日', '2025-03-01: Lemon']

  it('marks the songs the site lists a single performance of, spellings joined, hidden dates counted', () => {
    // Lemon's other performance is in a stream left off the site; 糸 is sung twice in one setlist.
    expect(marked(buildSongModel(raw), 'sungOnce')).toEqual(once)
  })

  it('marks the same performances in the song data the page unpacks', () => {
    expect(marked(unpacked(raw), 'sungOnce')).toEqual(once)
    expect(debutsOf(unpacked(raw))).toEqual(debutsOf(buildSongModel(raw)))
  })
})
