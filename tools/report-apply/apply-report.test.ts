import { describe, expect, it } from 'vitest'

import type { ReadRecord } from '#src/shared/fan-issues/report-block.ts'
import type { RawStream } from '#src/shared/song-model/schema-types/stream-file.gen.ts'

import { applyReport } from './apply-report.ts'

const stream: RawStream = {
  date: '2025/3/9',
  streamName: '歌枠',
  showList: true,
  showDate: true,
  songList: [
    {
      showDate: true,
      songName: 'Lemon',
      singer: '米津玄師',
      songTime: '1:00',
      songLink: 'https://www.youtube.com/watch?v=luna250309a&t=60s',
    },
  ],
}

/** A stream report of a missing song, quoting the stream's date as `date`. */
const missingSong = (date: string): ReadRecord => ({
  report: 1,
  problem: 'missing-song',
  file: 'streams/2025-03-09.json',
  current: { date, streamName: '歌枠' },
  correction: { songTime: '5:00', songName: '群青', singer: 'YOASOBI' },
})

describe('applyReport', () => {
  it.each(['2025-03-09', '2025/3/9', '2025/03/09', '2025-3-9'])(
    'takes the date quoted as %s for the stream’s own day, not a stale one',
    (date) => {
      const applied = applyReport(stream, missingSong(date))
      expect(applied).toMatchObject({ changes: ['songList[1]: added 群青 / YOASOBI at 5:00'] })
    },
  )
})

describe('a correction holding a zero-width character', () => {
  it('is applied without the character, and says it was removed', () => {
    const report = missingSong('2025-03-09')
    const applied = applyReport(stream, {
      ...report,
      correction: { ...report.correction, songName: '群\u200b青' },
    })
    expect(applied).toEqual({
      entry: expect.objectContaining({
        songList: [stream.songList[0], expect.objectContaining({ songName: '群青' })],
      }),
      changes: [
        'songList[1]: added 群青 / YOASOBI at 5:00',
        "(the report's songName): removed the zero-width character U+200B",
      ],
    })
  })
})

describe('a report marked "other"', () => {
  it('is left to a person, whatever correction it carries', () => {
    const report: ReadRecord = {
      report: 1,
      problem: 'other',
      file: 'streams/2025-03-09.json',
      songIndex: 0,
      current: { songName: 'Lemon', singer: '米津玄師', songTime: '1:00' },
      correction: { songTime: '1:10' },
      note: 'the singer skipped the first verse',
    }
    expect(applyReport(stream, report)).toEqual({
      error:
        'the report is marked "other", which needs a person: read its note and edit streams/2025-03-09.json by hand',
    })
  })
})
