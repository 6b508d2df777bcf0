import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  blockComment,
  readSetlistBlock,
  SETLIST_BLOCK_MARKER,
  setlistBlock,
  type SetlistSubmission,
} from '#src/shared/setlist/setlist-block.ts'

import { readReportBlock, reportBlock } from './report-block.ts'
import { reportProblems, type ReportRecord } from './report-record.ts'

// Issues built from pieces whose rendering on GitHub is known, joined by blank lines so that no
// piece changes how the next renders. Each piece says what a reader of the rendered page sees.
type Seen = 'prose' | 'block' | 'look-alike' | 'hidden' | 'unclosed'
interface Piece {
  text: string
  seen: Seen
}

// Text with no fence, HTML, link definition or marker, even once full-width forms are plain.
const prose = fc
  .string({ unit: 'grapheme', maxLength: 60 })
  .filter((s) => !/[`~<[]|report|set|lis|add/i.test(s.normalize('NFKC')))
  .map((text): Piece => ({ text, seen: 'prose' }))

/** The ways GitHub hides a piece: it is there in the text, and not on the page. */
const hide = fc.constantFrom(
  (text: string) => `<!--\n${text}\n-->`,
  (text: string) => `text <!-- ${text} --> text`,
  (text: string) => `<details>\n<summary>more</summary>\n\n${text}\n\n</details>`,
  (text: string) => `<div hidden>\n\n${text}\n\n</div>`,
  (text: string) => `<template>\n${text}\n</template>`,
  (text: string) => `<script>\n${text}\n</script>`,
  (text: string) => `<style>\n${text}\n</style>`,
)

/** Pieces a reader would take for a block the tools do not read: quoted, indented, in a list. */
const shifted = fc.constantFrom(
  (text: string) => text.replace(/^/gm, '> '),
  (text: string) => text.replace(/^/gm, '    '),
  (text: string) => `- ${text.replace(/\n/g, '\n  ')}`,
  (text: string) => text.replace(/^`{3}/, '｀｀｀'),
)

/** An issue of the pieces, its line breaks as GitHub may keep them; the last piece may be open. */
function issue(pieces: Piece[], tail: Piece | null, lineBreak: string) {
  const all = tail ? [...pieces, tail] : pieces
  const text = all
    .map((piece) => piece.text)
    .join('\n\n')
    .replace(/\n/g, lineBreak)
  const count = (seen: Seen) => all.filter((piece) => piece.seen === seen).length
  const clean = count('block') === 1 && all.every((p) => p.seen === 'block' || p.seen === 'prose')
  return { text, clean }
}

const anyIssue = (
  block: fc.Arbitrary<Piece>,
  lookAlike: fc.Arbitrary<Piece>,
  open: fc.Arbitrary<Piece>,
) => {
  const hidden = fc
    .tuple(fc.oneof(block, prose), hide)
    .map(([piece, wrap]): Piece => ({ text: wrap(piece.text), seen: 'hidden' }))
  const piece = fc.oneof(
    { arbitrary: prose, weight: 4 },
    { arbitrary: block, weight: 4 },
    { arbitrary: lookAlike, weight: 1 },
    { arbitrary: hidden, weight: 1 },
  )
  const unclosed = fc.oneof(open, fc.constant<Piece>({ text: '<!-- the rest', seen: 'hidden' }))
  return fc.tuple(
    fc.array(piece, { maxLength: 6 }),
    fc.option(unclosed, { freq: 5 }),
    fc.constantFrom('\n', '\r\n', '\r'),
  )
}

const record: fc.Arbitrary<ReportRecord> = fc.record(
  {
    report: fc.constant(1 as const),
    problem: fc.constantFrom(...reportProblems),
    file: fc.constantFrom('streams/2025-03-09.json', 'streams/2025-03-09-2.json'),
    songIndex: fc.nat(),
    current: fc.dictionary(fc.constantFrom('songName', 'singer', 'songTime'), fc.string()),
    correction: fc.dictionary(fc.constantFrom('songTime', 'songName'), fc.string()),
    note: fc.string(),
  },
  { requiredKeys: ['report', 'problem', 'file', 'songIndex', 'current', 'correction'] },
)

describe('the report reader, on issues built to deceive it', () => {
  const block = record.map((r): Piece & { record: ReportRecord } => ({
    text: reportBlock(r),
    seen: 'block',
    record: r,
  }))
  const fences = ['```jsom', '```JSON5', '~~~ Json', '```\u200bjson', '```json x', '```js', '```']
  const lookAlike = fc.oneof(
    fc.tuple(record, fc.constantFrom(...fences)).map(([r, fence]): Piece => ({
      text: reportBlock(r).replace('```json', fence),
      seen: 'look-alike',
    })),
    fc
      .tuple(record, shifted)
      .map(([r, shift]): Piece => ({ text: shift(reportBlock(r)), seen: 'look-alike' })),
  )
  const open = record.map((r): Piece => ({
    text: reportBlock(r).replace(/\n```$/, ''),
    seen: 'unclosed',
  }))

  it('reads the one block a reader sees, and refuses every other issue', () => {
    fc.assert(
      fc.property(anyIssue(block, lookAlike, open), ([pieces, tail, lineBreak]) => {
        const { text, clean } = issue(pieces, tail, lineBreak)
        const read = readReportBlock(text)
        const only = pieces.find((p) => p.seen === 'block') as Piece & { record: ReportRecord }
        expect(read).toEqual(clean ? { record: only?.record } : { error: expect.any(String) })
      }),
      { numRuns: 400 },
    )
  })
})

describe('the setlist reader, on issues built to deceive it', () => {
  const line = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.constantFrom(
      '```',
      '  ```',
      '~~~',
      '<!--',
      '-->',
      '<details>',
      SETLIST_BLOCK_MARKER,
      '[x]: /',
    ),
  )
  const submission: fc.Arbitrary<SetlistSubmission> = fc.record({
    date: fc.string(),
    streamName: fc.string(),
    url: fc.string(),
    request: fc.boolean(),
    comment: fc.array(line, { maxLength: 8 }).map((lines) => lines.join('\n')),
  })
  const block = submission.map((s): Piece & { submission: SetlistSubmission } => ({
    text: setlistBlock(s),
    seen: 'block',
    submission: s,
  }))
  const markers = [
    'Setlist-Add v1',
    'setlist:add v2',
    'setlist:\u200badd v1',
    'ｓｅｔｌｉｓｔ：ａｄｄ ｖ１',
  ]
  const lookAlike = fc.oneof(
    fc.tuple(submission, fc.constantFrom(...markers)).map(([s, marker]): Piece => ({
      text: setlistBlock(s).replace(SETLIST_BLOCK_MARKER, marker),
      seen: 'look-alike',
    })),
    fc.tuple(submission, fc.constantFrom('~~~', '```text')).map(([s, fence]): Piece => ({
      text: `${fence}\n${setlistBlock(s).split('\n').slice(1, -1).join('\n')}\n${fence.slice(0, 3)}`,
      seen: 'look-alike',
    })),
    fc.constant<Piece>({ text: 'Setlist: add v1', seen: 'look-alike' }),
    fc
      .tuple(submission, shifted)
      .map(([s, shift]): Piece => ({ text: shift(setlistBlock(s)), seen: 'look-alike' })),
  )
  const open = submission.map((s): Piece => ({
    text: setlistBlock(s).replace(/\n`+$/, ''),
    seen: 'unclosed',
  }))

  it('reads the one block a reader sees, and refuses every other issue', () => {
    fc.assert(
      fc.property(anyIssue(block, lookAlike, open), ([pieces, tail, lineBreak]) => {
        const { text, clean } = issue(pieces, tail, lineBreak)
        const read = readSetlistBlock(text)
        const only = pieces.find((p) => p.seen === 'block') as Piece & {
          submission: SetlistSubmission
        }
        const sent = only?.submission
        expect(read).toEqual(
          clean && sent
            ? { submission: { ...sent, comment: blockComment(sent.comment) } }
            : { error: expect.any(String) },
        )
      }),
      { numRuns: 300 },
    )
  })
})

describe('the issue readers, on any text up to the size the tools read', () => {
  const soup = fc
    .array(
      fc.oneof(
        fc.string({ unit: 'binary', maxLength: 20 }),
        fc.constantFrom('```', '```json', '~~~', '\n', '\r', ' ', '>', '- ', '<!--', '-->'),
        fc.constantFrom('{"report": 1, ', '"file": "streams/2025-03-09.json"', '}', 'comment:'),
        fc.constantFrom(SETLIST_BLOCK_MARKER, 'date: "2025/8/16"', '\u200b', '｀', '\u2028'),
      ),
      { maxLength: 80 },
    )
    .map((parts) => parts.join(''))

  it('never throw, and give a record, a submission or a reason', () => {
    fc.assert(
      fc.property(fc.oneof(soup, fc.string({ unit: 'binary' })), (text) => {
        const report = readReportBlock(text)
        if ('record' in report) expect(readReportBlock(reportBlock(report.record))).toEqual(report)
        else if ('miss' in report) expect(readReportBlock(reportBlock(report.miss))).toEqual(report)
        else expect(report.error).not.toBe('')
        const setlist = readSetlistBlock(text)
        if ('error' in setlist) expect(setlist.error).not.toBe('')
        else
          expect(Object.keys(setlist.submission).sort()).toEqual([
            'comment',
            'date',
            'request',
            'streamName',
            'url',
          ])
      }),
      { numRuns: 500 },
    )
  })

  it.each([
    ['fences', '```json\n'],
    ['comments', '<!--\n'],
    ['markers', `${SETLIST_BLOCK_MARKER}\n`],
    ['spaces', ' '],
    ['line breaks', '\r'],
    ['look-alike markers', 'Ｓｅｔｌｉｓｔ ａｄｄ ｖ１\n'],
    ['look-alike fences', '```ｊｓｏｎ\n'],
  ])('read a megabyte of %s', (_, unit) => {
    const text = unit.repeat(Math.floor((1024 * 1024) / Buffer.byteLength(unit)))
    expect(readReportBlock(text)).toEqual({ error: expect.any(String) })
    expect(readSetlistBlock(text)).toEqual({ error: expect.any(String) })
  })
})
