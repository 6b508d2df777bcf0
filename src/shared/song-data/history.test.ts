import { describe, expect, it } from 'vitest'

import { parseStreamDate } from '#src/shared/song-model/time/stream-date.ts'

import { historyEntries } from './history.ts'
import { listedStreams } from './stream-summary.ts'
import { streamTimeline } from './stream-timeline.ts'

const stream = (
  date: string,
  streamName: string,
  extra: { showList?: boolean; showDate?: boolean } = {},
) => ({
  file: `${parseStreamDate(date) ?? date}.json`,
  date,
  streamName,
  showList: extra.showList ?? true,
  showDate: extra.showDate ?? true,
  songList: [{ songName: '夜に駆ける', singer: 'YOASOBI' }],
})

const first = '初投稿'
const debut = '初配信'
const milestones = [
  { date: '2025-01-18', text: debut },
  { date: '2024-12-08', text: first },
] as const

describe('historyEntries', () => {
  it('merges milestones and listed, dated streams, oldest first', () => {
    const entries = historyEntries(
      milestones,
      streamTimeline(
        listedStreams([
          stream('2025/3/9', '三回目'),
          stream('2025/2/11', '初歌枠'),
          stream('2025/2/20', '非公開', { showList: false }),
          stream('2025/2/25', '日付なし', { showDate: false }),
          stream('2025/1/18', '同じ日'),
        ]),
      ),
    )
    expect(entries.map((e) => [e.key, e.kind])).toEqual([
      ['milestone-2024-12-08', 'milestone'],
      ['milestone-2025-01-18', 'milestone'],
      ['stream-2025-01-18', 'stream'],
      ['stream-2025-02-11', 'stream'],
      ['stream-2025-03-09', 'stream'],
    ])
    expect(entries[3]).toMatchObject({
      slug: '2025-02-11',
      name: '初歌枠',
      songCount: 1,
      date: '2025-02-11',
    })
  })

  it('places the older streams entry at the first of them, among the milestones', () => {
    const listed = listedStreams([
      stream('2025/1/10', '一'),
      stream('2025/2/1', '二'),
      stream('2025/3/1', '三'),
      stream('2025/4/1', '四'),
    ])
    const entries = historyEntries(milestones, streamTimeline(listed, 2))
    expect(entries.map((e) => e.key)).toEqual([
      'milestone-2024-12-08',
      'earlier-streams',
      'milestone-2025-01-18',
      'stream-2025-03-01',
      'stream-2025-04-01',
    ])
    expect(entries[1]).toEqual({
      kind: 'earlier',
      key: 'earlier-streams',
      date: '2025-01-10',
      to: '2025-02-01',
      count: 2,
    })
  })
})
