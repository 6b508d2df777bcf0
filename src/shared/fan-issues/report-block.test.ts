import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { readReportBlock, reportBlock } from './report-block.ts'
import {
  correctionFields,
  type MissRecord,
  reportProblems,
  type ReportRecord,
} from './report-record.ts'

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
    // Prose with no fence, no HTML, no link definition and no report field: what the dialog writes.
    const text = fc.string().filter((s) => !/[`~]{3}|[<[]|report/i.test(s))
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

  it.each([
    [
      'a search miss with two queries',
      '{ "miss": 1, "query": "Lemon", "song": { "title": "夜に駆ける", "artist": "YOASOBI" }, "query": "夜に駆ける" }',
      '"query"',
    ],
    [
      'a report with two corrections of one field',
      JSON.stringify(record).replace('"songTime":"4:15"', '"songTime":"4:15","songTime":"9:99"'),
      '"correction.songTime"',
    ],
  ])('refuses %s, naming the key given twice', (_, json, key) => {
    expect(readReportBlock(`\`\`\`json\n${json}\n\`\`\`\n`)).toEqual({
      error: `the report block gives ${key} twice, and a reader takes only the last: keep the one meant`,
    })
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

  it('refuses two blocks, naming their lines, and an unclosed second block counts', () => {
    const block = reportBlock(record)
    const second = block.split('\n').length + 1
    const error = `the issue has 2 report blocks (lines 1 and ${second}); keep the one to apply`
    expect(readReportBlock(`${block}\n${block}`)).toEqual({ error })
    expect(readReportBlock(`${block}\n${block.replace(/\n```$/, '')}`)).toEqual({ error })
  })

  it('refuses a block without its closing fence, which GitHub shows to the end', () => {
    expect(readReportBlock(`text\n${reportBlock(record).replace(/\n```$/, '')}`)).toEqual({
      error:
        'the report block of line 2 has no closing fence, so GitHub shows the rest of the issue inside it',
    })
  })

  // The third value: how far the line a refusal names is from the fence (the record's first field).
  it.each([
    ['```jsom', 'a marker one letter off', 0],
    ['```JSON5', 'a marker one letter longer', 0],
    ['~~~ Json', 'a tilde fence in mixed case', 0],
    ['```\u200bjson', 'a marker behind a zero-width space', 0],
    ['```ｊｓｏｎ', 'a full-width marker', 0],
    ['```json {.x}', 'a marker with more after it', 0],
    ['```js', 'a record fenced as another language', 2],
    ['```', 'a record in a bare fence', 2],
  ])('counts %s (%s) as a second block', (fence, _, line) => {
    const block = reportBlock(record)
    const lookAlike = block.replace('```json', fence)
    const second = block.split('\n').length + 2 + line
    expect(readReportBlock(`${block}\n\n${lookAlike}`)).toEqual({
      error: `the issue has 2 report blocks (lines 1 and ${second}); keep the one to apply`,
    })
  })

  it('says where the only block is a look-alike', () => {
    expect(readReportBlock(reportBlock(record).replace('```json', '```js'))).toEqual({
      error:
        'no report block: line 3 looks like one ("  \\"report\\": 1,") but is not a ```json block',
    })
  })

  it.each([
    ['an HTML comment', (block: string) => `<!--\n${block}\n-->`, 'an HTML comment ("<!--")'],
    [
      'a comment left open',
      (block: string) => `text <!-- \n\n${block}`,
      'an HTML comment ("<!--")',
    ],
    ['<details>', (block: string) => `<details>\n\n${block}\n\n</details>`, 'HTML ("<details>")'],
    ['<div hidden>', (block: string) => `<div hidden>\n\n${block}\n</div>`, 'HTML ("<div>")'],
    ['<template>', (block: string) => `<template>\n${block}\n</template>`, 'HTML ("<template>")'],
    ['<script>', (block: string) => `<script>\n${block}\n</script>`, 'HTML ("<script>")'],
    ['a declaration', (block: string) => `<![CDATA[\n${block}\n]]>`, 'HTML markup ("<!" or "<?")'],
    ['a link definition', (block: string) => `[x]: /x\n${block}`, 'a link reference definition'],
    [
      'a fence in a list',
      (block: string) => `- a\n  \`\`\`\n\n${block}`,
      'a code fence that is indented',
    ],
  ])('refuses a block behind %s, which GitHub hides', (_, hide, what) => {
    for (const text of [hide(reportBlock(record)), `${reportBlock(record)}\n\n${hide('x')}`]) {
      const read = readReportBlock(text)
      expect(read).toEqual({ error: expect.stringContaining(what) })
      expect(read).toEqual({
        error: expect.stringMatching(/^line \d+ holds .* edit it out first$/),
      })
    }
  })
})

describe('readReportBlock, a search that found nothing', () => {
  const miss: MissRecord = {
    miss: 1,
    query: 'kokoronashi',
    song: { title: '心做し', artist: '初音ミク' },
    note: '英語で探しました',
  }

  it('reads back every miss the dialog writes, with a song or without', () => {
    const text = fc.string().filter((s) => !/[`~]{3}|[<[]|report|miss/i.test(s))
    const sent = fc.record(
      {
        miss: fc.constant(1 as const),
        query: fc.string().filter((s) => s.trim() !== ''),
        song: fc.record({ title: fc.string({ minLength: 1 }), artist: fc.string() }),
        note: fc.string(),
      },
      { requiredKeys: ['miss', 'query'] },
    )
    fc.assert(
      fc.property(sent, text, text, (sent, before, after) => {
        const body = `${before}\n\n${reportBlock(sent)}\n\n${after}`
        expect(readReportBlock(body)).toEqual({ miss: sent })
      }),
    )
  })

  it("reads a miss with CRLF line breaks, the song's artist unknown", () => {
    const unknown = { miss: 1, query: 'yakou', song: { title: '夜行', artist: '' } }
    const text = reportBlock(unknown as MissRecord).replace(/\n/g, '\r\n')
    expect(readReportBlock(text)).toEqual({ miss: unknown })
  })

  it.each([
    [{ miss: 1 }, '"query" is not a text with something in it'],
    [{ ...miss, query: '' }, '"query" is not a text with something in it'],
    [{ ...miss, query: '  ' }, '"query" is not a text with something in it'],
    [{ ...miss, query: 3 }, '"query" is not a text with something in it'],
    [{ ...miss, song: { artist: '初音ミク' } }, '"song" has no "title"'],
    [{ ...miss, song: { title: '', artist: '初音ミク' } }, '"song" has no "title"'],
    [{ ...miss, song: '心做し' }, '"song" has no "title"'],
    [{ ...miss, song: { title: '心做し' } }, '"song.artist" is not a text'],
    [{ ...miss, song: { title: '心做し', artist: null } }, '"song.artist" is not a text'],
    [
      { ...miss, song: { title: '心做し', artist: '初音ミク', slug: 'x' } },
      '"song" has an unknown field "slug"',
    ],
    [{ ...miss, note: 1 }, '"note" is not a text'],
    [{ ...miss, reading: 'こころなし' }, 'unknown field "reading"'],
  ])('refuses %j', (value, problem) => {
    const text = `\`\`\`json\n${JSON.stringify(value)}\n\`\`\``
    expect(readReportBlock(text)).toEqual({
      error: `the search miss block is malformed: ${problem}`,
    })
  })

  it('refuses a miss beside a report, as two blocks', () => {
    const block = reportBlock(record)
    const second = block.split('\n').length + 1
    expect(readReportBlock(`${block}\n${reportBlock(miss)}`)).toEqual({
      error: `the issue has 2 report blocks (lines 1 and ${second}); keep the one to apply`,
    })
  })

  it('says where the only miss is a look-alike', () => {
    expect(readReportBlock(reportBlock(miss).replace('```json', '```'))).toEqual({
      error:
        'no report block: line 3 looks like one ("  \\"miss\\": 1,") but is not a ```json block',
    })
  })
})
