import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { readReportBlock, reportBlock } from './report-block.ts'
import { correctionFields, reportProblems, type ReportRecord } from './report-record.ts'

const record: ReportRecord = {
  report: 1,
  problem: 'wrong-time',
  file: 'streams/2025-03-09-2.json',
  songIndex: 4,
  current: {
    songName: 'Lemon',
    singer: '米津玄師',
    songTime: '4:05',
    songLink: 'https://youtu.be/x',
  },
  correction: { songTime: '4:15' },
}

describe('readReportBlock', () => {
  it('reads back every record the dialog writes, among any prose', () => {
    const text = fc.string().filter((s) => !/[`~]{3}/.test(s))
    const sent = fc.record(
      {
        report: fc.constant(1 as const),
        problem: fc.constantFrom(...reportProblems),
        file: fc.constantFrom('streams/2025-03-09.json', 'streams/2025-03-09-12.json'),
        songIndex: fc.nat(),
        current: fc.dictionary(
          fc.constantFrom('songName', 'singer', 'songTime', 'songLink'),
          fc.string(),
        ),
        correction: fc.dictionary(fc.constantFrom(...correctionFields), fc.string()),
        note: fc.string(),
      },
      { requiredKeys: ['report', 'problem', 'file', 'songIndex', 'current', 'correction'] },
    )
    fc.assert(
      fc.property(sent, text, text, (sent, before, after) => {
        const body = `${before}\n\n${reportBlock(sent)}\n\n${after}`
        expect(readReportBlock(body)).toEqual({ record: sent })
      }),
    )
  })

  it('reads a stream report, a ~~~ fence and CRLF line breaks', () => {
    const stream = { ...record, current: { date: '2025-03-09', streamName: 'requests' } }
    delete stream.songIndex
    const text = `~~~JSON\r\n${JSON.stringify(stream)}\r\n~~~~\r\n`
    expect(readReportBlock(text)).toEqual({ record: stream })
  })

  it.each([
    [{ ...record, report: 2 }, 'it is not a report ("report": 1)'],
    [
      { ...record, problem: 'typo' },
      '"problem" is not one of wrong-time, wrong-song, missing-song, broken-video, other',
    ],
    [
      { ...record, file: '../streams/2025-03-09.json' },
      '"file" is not a stream file such as "streams/2025-03-09.json"',
    ],
    [
      { ...record, file: 'streams/2025-03-09-1.json' },
      '"file" is not a stream file such as "streams/2025-03-09.json"',
    ],
    [{ ...record, songIndex: -1 }, '"songIndex" is not a whole number from 0'],
    [{ ...record, songIndex: 1.5 }, '"songIndex" is not a whole number from 0'],
    [{ ...record, current: { date: '2025-03-09' } }, '"current" has an unknown field "date"'],
    [{ ...record, correction: { songTime: 415 } }, '"correction.songTime" is not a text'],
    [{ ...record, correction: [] }, '"correction" is not an object'],
    [{ ...record, note: null }, '"note" is not a text'],
    [{ ...record, extra: true }, 'unknown field "extra"'],
  ])('refuses %j', (value, problem) => {
    const text = `\`\`\`json\n${JSON.stringify(value)}\n\`\`\``
    expect(readReportBlock(text)).toEqual({ error: `the report block is malformed: ${problem}` })
  })

  it('refuses two blocks, and finds none in a fence of another language', () => {
    const block = reportBlock(record)
    expect(readReportBlock(`${block}\n${block}`)).toEqual({
      error: 'the issue has 2 report blocks; keep the one to apply',
    })
    expect(readReportBlock(block.replace('```json', '```js'))).toEqual({
      error: 'no report block: the issue has no ```json block',
    })
  })
})
