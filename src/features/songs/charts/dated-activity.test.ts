import { describe, expect, it } from 'vitest'

import { buildSongModel } from '#src/shared/song-model/song-model.ts'
import { chartTestStreams } from '#tests/support/chart-test-streams.ts'

import { datedActivity, monthBuckets } from './dated-activity.ts'

describe('datedActivity', () => {
  const activity = datedActivity(buildSongModel(chartTestStreams))

  it('counts each day with a dated stream, oldest first, and only the songs whose date shows', () => {
    expect(activity.days).toEqual([
      { iso: '2023-11-30', streams: 1, performances: 2 },
      { iso: '2024-01-05', streams: 2, performances: 3 },
      { iso: '2024-02-29', streams: 1, performances: 1 },
    ])
  })

  it('sums months from the first stream day to the last, the empty December included', () => {
    expect(activity.months).toEqual([
      { year: 2023, month: 11, performances: 2 },
      { year: 2023, month: 12, performances: 0 },
      { year: 2024, month: 1, performances: 3 },
      { year: 2024, month: 2, performances: 1 },
    ])
  })

  it('says what it left out: the dated-hidden stream and its songs, and the hidden song', () => {
    // The unlisted stream is not on the site at all, so it is not "hidden" either.
    expect(activity.hiddenStreams).toBe(1)
    expect(activity.hiddenPerformances).toBe(1 + 4)
  })

  it('has nothing to draw when no date shows', () => {
    const secret = chartTestStreams.map((s) => ({ ...s, showDate: false }))
    expect(datedActivity(buildSongModel(secret))).toEqual({
      days: [],
      months: [],
      hiddenStreams: 5,
      hiddenPerformances: 3 + 1 + 2 + 1 + 4,
    })
  })
})

describe('monthBuckets', () => {
  it('crosses year ends and keeps every month in between', () => {
    const months = monthBuckets([
      { iso: '2019-12-31', streams: 1, performances: 7 },
      { iso: '2021-01-01', streams: 1, performances: 3 },
    ])
    expect(months).toHaveLength(14)
    expect(months[0]).toEqual({ year: 2019, month: 12, performances: 7 })
    expect(months[1]).toEqual({ year: 2020, month: 1, performances: 0 })
    expect(months[13]).toEqual({ year: 2021, month: 1, performances: 3 })
    expect(months.reduce((sum, m) => sum + m.performances, 0)).toBe(10)
  })
})
