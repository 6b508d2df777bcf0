import { describe, expect, it } from 'vitest'

import { buildSongModel } from '#src/shared/song-model/song-model.ts'
import { songNamed } from '#tests/support/test-model.ts'
import { rawSong, testStreams } from '#tests/support/test-streams.ts'

import { performancesPerYear, songFacts } from './song-facts.ts'

const model = buildSongModel(testStreams)

const stream = (date: string, showDate: boolean, songShowDate = true) => ({
  date,
  streamName: date,
  showList: true,
  showDate,
  songList: [rawSong({ showDate: songShowDate })],
})

describe('songFacts', () => {
  it('gives the count, the first and last shown dates and the days since', () => {
    // 夜に駆ける: 2025-02-11 and 2025-03-09; 10 days from the 9th to the 19th. The span holds the
    // US spring change, so local-time arithmetic fails when run with TZ=America/New_York.
    expect(songFacts(songNamed(model, '夜に駆ける'), '2025-03-19')).toEqual({
      timesSung: 2,
      first: '2025-02-11',
      last: '2025-03-09',
      daysSinceLast: 10,
    })
  })

  it('counts a hidden-date performance but gives no dates when none is shown', () => {
    expect(songFacts(songNamed(model, 'アイドル'), '2025-04-02')).toEqual({
      timesSung: 1,
      first: null,
      last: null,
      daysSinceLast: null,
    })
  })

  it('leaves hidden dates out of first and last', () => {
    // The oldest (stream hides it) and the newest (the entry hides it) are counted, not dated.
    const m = buildSongModel([
      stream('2020/1/1', false),
      stream('2021/6/1', true),
      stream('2022/6/1', true),
      stream('2023/1/1', true, false),
    ])
    expect(songFacts(m.songs[0]!, '2022-06-02')).toEqual({
      timesSung: 4,
      first: '2021-06-01',
      last: '2022-06-01',
      daysSinceLast: 1,
    })
  })
})

describe('performancesPerYear', () => {
  it('counts shown dates per year, empty years between included, oldest first', () => {
    const m = buildSongModel([
      stream('2019/5/1', false),
      stream('2021/1/1', true),
      stream('2023/2/1', true),
      stream('2023/12/31', true),
      stream('2025/1/1', true, false),
    ])
    expect(performancesPerYear(m.songs[0]!)).toEqual([
      { year: 2021, count: 1 },
      { year: 2022, count: 0 },
      { year: 2023, count: 2 },
    ])
  })

  it('is empty when no date is shown', () => {
    expect(performancesPerYear(songNamed(model, 'アイドル'))).toEqual([])
  })
})
