import { describe, expect, it } from 'vitest'

import { buildSongListData } from '#src/shared/song-data/song-list-build.ts'
import { packSongList, unpackSongList } from '#src/shared/song-data/song-list-pack.ts'
import { rawStream as stream, sungAt as sung } from '#tests/support/test-streams.ts'

import { buildSongModel, type SongModel } from './song-model.ts'

/** The titles the model marks as sung once, oldest first. */
const onceOf = (model: SongModel) =>
  model.streams
    .toReversed()
    .flatMap((s) => s.performances)
    .filter((p) => p.sungOnce)
    .map((p) => p.songName)

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

describe('markSungOnce', () => {
  it('marks the songs the site lists a single performance of, spellings joined, hidden dates counted', () => {
    // Lemon's other performance is in a stream left off the site; 糸 is sung twice in one setlist.
    expect(onceOf(buildSongModel(raw))).toEqual(['白日', 'Lemon'])
  })

  it('marks the same performances in the song data the page unpacks', () => {
    const data = buildSongListData(raw)
    expect(onceOf(unpackSongList(packSongList(data)).model)).toEqual(['白日', 'Lemon'])
  })
})
