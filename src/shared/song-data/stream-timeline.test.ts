import { describe, expect, it } from 'vitest'

import type { IsoDate } from '#src/shared/song-model/time/iso-date.ts'

import type { ListedStream } from './stream-summary.ts'
import { streamTimeline } from './stream-timeline.ts'

const listed = (day: number, showDate = true): ListedStream => {
  const date = `2025-03-${String(day).padStart(2, '0')}` as IsoDate
  return { slug: date, date, showDate, name: `歌枠 ${day}`, songCount: day }
}

describe('streamTimeline', () => {
  it('lists every dated stream while there are no more than the limit', () => {
    const streams = [listed(1), listed(2), listed(3)]
    expect(streamTimeline(streams, 3)).toEqual({ earlier: null, recent: streams, years: [2025] })
  })

  it('keeps the latest streams and sums up the older ones', () => {
    const streams = [1, 2, 3, 4, 5].map((day) => listed(day))
    expect(streamTimeline(streams, 2)).toEqual({
      earlier: { count: 3, from: '2025-03-01', to: '2025-03-03' },
      recent: [listed(4), listed(5)],
      years: [2025],
    })
  })

  it('leaves out streams whose date is hidden, in both parts', () => {
    const streams = [listed(1), listed(2, false), listed(3), listed(4), listed(5, false)]
    expect(streamTimeline(streams, 1)).toEqual({
      earlier: { count: 2, from: '2025-03-01', to: '2025-03-03' },
      recent: [listed(4)],
      years: [2025],
    })
  })

  it('names every year with a stream, newest first, a stream of hidden date included', () => {
    const older = { ...listed(9, false), date: '2024-11-09' as IsoDate }
    expect(streamTimeline([older, listed(1)], 1).years).toEqual([2025, 2024])
  })
})
