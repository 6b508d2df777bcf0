import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  blockComment,
  readSetlistBlock,
  SETLIST_BLOCK_MARKER,
  setlistBlock,
  type SetlistSubmission,
} from './setlist-block.ts'

// Any text, and the separators JSON leaves unescaped that some regular expressions end a line at.
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('a\u2028b', '\u2029', 'x\u0085'),
)
// Comment lines that look like the block's own lines, fences included, among any text at all.
const commentLine = fc.oneof(
  anyText,
  fc.constantFrom('```', '````', '  ```', '~~~', 'comment:', SETLIST_BLOCK_MARKER, 'type: "x"', ''),
)
const comment = fc
  .tuple(fc.array(commentLine, { maxLength: 12 }), fc.constantFrom('\n', '\r\n'))
  .map(([lines, lineBreak]) => lines.join(lineBreak))
const submission: fc.Arbitrary<SetlistSubmission> = fc.record({
  date: anyText,
  streamName: anyText,
  url: anyText,
  request: fc.boolean(),
  comment,
})

const someSubmission: SetlistSubmission = {
  date: '2025/8/16',
  streamName: '歌枠',
  url: 'https://youtu.be/pepe250816a',
  request: false,
  comment: '',
}

/** An issue body as GitHub stores it: prose around the block, line breaks as the browser sent them. */
function issueText(block: string, lineBreak: string): string {
  const text = `歌リストに追加してほしいセトリです。\n\n${block}\n\nありがとうございます`
  return text.replace(/\n/g, lineBreak)
}

describe('the setlist block', () => {
  it('gives back every submission exactly, inside an issue or copied without its fence', () => {
    fc.assert(
      fc.property(submission, fc.constantFrom('\n', '\r\n'), (sent, lineBreak) => {
        const expected = { submission: { ...sent, comment: blockComment(sent.comment) } }
        const block = setlistBlock(sent)
        expect(readSetlistBlock(issueText(block, lineBreak))).toEqual(expected)
        // GitHub's copy button on the rendered block copies the lines between the fences.
        const bare = block.split('\n').slice(1, -1).join(lineBreak)
        expect(readSetlistBlock(bare)).toEqual(expected)
      }),
      { numRuns: 300 },
    )
  })

  it('fences the block with more backticks than the comment holds in a row', () => {
    const block = setlistBlock({
      date: '2025/8/16',
      streamName: '歌枠',
      url: 'https://youtu.be/pepe250816a',
      request: true,
      comment: '0:10 A / B\n```\n0:20 `C` / D ````',
    })
    expect(block).toBe(
      [
        '`````',
        'setlist:add v1',
        'date: "2025/8/16"',
        'name: "歌枠"',
        'url: "https://youtu.be/pepe250816a"',
        'type: "request"',
        'comment:',
        '0:10 A / B',
        '```',
        '0:20 `C` / D ````',
        '`````',
      ].join('\n'),
    )
  })

  it('refuses an issue holding a second block after the first, naming where each starts', () => {
    const block = (name: string) =>
      setlistBlock({
        date: '2025/8/16',
        streamName: name,
        url: 'u',
        request: false,
        comment: '1:00 A / B',
      })
    const text = issueText(`${block('one')}\n\nそれと\n\n${block('two')}`, '\r\n')
    expect(readSetlistBlock(text)).toEqual({
      error:
        'the issue holds 2 setlist blocks (lines 4 and 16); keep the one to add and remove the others',
    })
  })

  it.each([
    ['no block', 'セトリです', 'no setlist block: no line reads "setlist:add v1"'],
    [
      'a field missing',
      'setlist:add v1\ndate: "2025/8/16"\nurl: "u"\ntype: "general"\ncomment:\n1:00 A / B',
      'the setlist block has no name',
    ],
    [
      'an unquoted value',
      'setlist:add v1\ndate: 2025/8/16\ncomment:',
      'line 2: the date must be a "quoted" text',
    ],
    [
      'an unknown field',
      'setlist:add v1\nsinger: "x"\ncomment:',
      'line 2: expected one of date, name, url, type or comment:',
    ],
    [
      'a field given twice',
      'setlist:add v1\nname: "a"\nname: "b"\ncomment:',
      'line 3: a second name',
    ],
    [
      'no comment line',
      'setlist:add v1\ndate: "2025/8/16"',
      'the setlist block has no "comment:" line',
    ],
    [
      'an unknown type',
      'setlist:add v1\ndate: "d"\nname: "n"\nurl: "u"\ntype: "live"\ncomment:',
      'the type must be "general" or "request", not "live"',
    ],
  ])('explains %s', (_, text, error) => {
    expect(readSetlistBlock(text)).toEqual({ error })
  })

  it('fences a comment of 130,000 backtick lines without overflowing the stack', () => {
    const comment = Array.from({ length: 130_000 }, (_, i) => '`'.repeat((i % 4) + 1)).join('\n')
    const block = setlistBlock({ ...someSubmission, comment })
    expect(block.startsWith('`````\n')).toBe(true)
    expect(readSetlistBlock(block)).toEqual({ submission: { ...someSubmission, comment } })
  })
})
