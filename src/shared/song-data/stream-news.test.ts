import { describe, expect, it } from 'vitest'

import { generateStreams } from '#bench/generate-streams.ts'
import { loadStreams } from '#build-src/archive-files/stream-files.ts'
import { streamSlug } from '#src/shared/song-model/keys/stream-file-name.ts'
import { buildSongModel, type SongModel } from '#src/shared/song-model/song-model.ts'
import { fixtureArchive } from '#tests/support/fixture-archive.ts'
import { rawStream, sungAt } from '#tests/support/test-streams.ts'

import { packStreamNews, unpackStreamNews } from './stream-news.ts'

/** Each stream, newest first, as its page's slug and its number of debuts, read off the model. */
const newsOf = (model: SongModel) =>
  model.streams.map((s) => [streamSlug(s.file), s.performances.filter((p) => p.debut).length])

describe('the streams’ news', () => {
  it('writes days apart, a day’s later files and debuts, and reads back each slug', () => {
    const model = buildSongModel([
      rawStream('2025/2/11', [sungAt('Lemon', '米津玄師', 1)]),
      rawStream('2025/3/9', [sungAt('Lemon', '米津玄師', 1), sungAt('白日', 'King Gnu', 5)]),
      rawStream('2025/3/9', [sungAt('白日', 'King Gnu', 1)], { showDate: false }),
    ])
    const packed = packStreamNews(model)
    // Newest first: 2025-03-09-2 (day 20,156), 2025-03-09 (its first file: 白日's debut), 2025-02-11.
    expect(packed).toBe('20156-2,0+1,26+1')
    expect(unpackStreamNews(packed)).toEqual([
      ['2025-03-09-2', 0],
      ['2025-03-09', 1],
      ['2025-02-11', 1],
    ])
  })

  it.each([
    ['the test archive', () => loadStreams(fixtureArchive)],
    ['2,000 generated performances', () => generateStreams()],
  ])('reads back what %s holds', (_, streams) => {
    const model = buildSongModel(streams())
    expect(unpackStreamNews(packStreamNews(model))).toEqual(newsOf(model))
  })

  it('reads an archive without streams as none', () => {
    expect(unpackStreamNews(packStreamNews({ streams: [] }))).toEqual([])
  })
})
