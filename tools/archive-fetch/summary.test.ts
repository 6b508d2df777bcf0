import { describe, expect, it } from 'vitest'

import type { FoundStream } from './fetch-streams.ts'
import { summaryMarkdown } from './summary.ts'

describe('summaryMarkdown', () => {
  it('keeps a commenter named "moon\\r# heading\\r@someone" inside its code span', () => {
    const found: FoundStream = {
      video: {
        id: 'luna250816a',
        title: '歌枠',
        description: '',
        publishedAt: '2025-08-16T12:00:00Z',
        liveBroadcastContent: 'none',
      },
      entry: {
        date: '2025/8/16',
        streamName: '歌枠',
        showList: true,
        showDate: true,
        songList: [],
      },
      source: { kind: 'comment', commentId: 'Ugx1', author: 'moon\r# heading\r@someone' },
      remarks: ['the comment Ugx1 by moon\r# heading\r@someone: line 3 has no song'],
    }
    const markdown = summaryMarkdown({
      outcome: {
        found: [found],
        state: { pending: [], givenUp: [] },
        givenUp: [],
        notOver: [],
        notes: [],
        stopped: null,
      },
      files: ['content/streams/2025-08-16.json'],
      units: { channels: 1, playlistItems: 1, videos: 1, commentThreads: 1 },
      giveUpDays: 14,
    })
    // CommonMark ends a line at a lone CR as at LF: no line may start a heading or a mention.
    const lines = markdown.split(/\r\n?|\n|\u2028|\u2029|\u0085/)
    expect(lines.filter((line) => /^\s*#/.test(line))).toEqual([
      '## New singing streams from YouTube',
      '### New streams (1)',
    ])
    expect(lines.filter((line) => line.includes('@someone'))).toEqual([
      expect.stringContaining('by `moon # heading @someone`'),
      '  - `the comment Ugx1 by moon # heading @someone: line 3 has no song`',
    ])
  })
})
