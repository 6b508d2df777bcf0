import { describe, expect, it } from 'vitest'

import { catalogueSongKey } from '#build-src/archive-files/song-catalogue.ts'
import { rawStream as stream, sungAt as sung } from '#tests/support/test-streams.ts'

import { debutPerformanceIds } from './debuts.ts'
import { buildSongModel, type SongModel } from './song-model.ts'

/** Each debut the model marks, as `date: title`, oldest first. */
function debutsOf(model: SongModel): string[] {
  return model.streams
    .toReversed()
    .flatMap((s) => s.performances)
    .filter((p) => p.debut)
    .map((p) => `${p.isoDate}: ${p.songName}`)
}

describe('debutPerformanceIds', () => {
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
    const model = buildSongModel([
      stream('2025/3/1', [sung('Lemon', '米津玄師', 1)]),
      stream('2025/2/1', [sung('Lemon', '米津玄師', 1)]),
    ])
    expect(debutsOf(model)).toEqual(['2025-02-01: Lemon'])
    const february = model.streams[1]?.performances[0]?.id
    expect([...debutPerformanceIds(model.streams.toReversed())]).toEqual([february])
  })
})
