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

/** Whether a text holds HTML, a link definition or a fence not at the left edge, visible or not. */
const holdsMarkup = (text: string) =>
  /[<[]/.test(text) || /^[^\r\n]+?[`~｀～]{3}/mu.test(text.replace(/^[`~]{3}/gm, ''))

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
        // GitHub's copy button on the rendered block copies the lines between the fences. Read as
        // Markdown, such a copy may hold markup GitHub hides: it is refused only then.
        const bare = block.split('\n').slice(1, -1).join(lineBreak)
        const read = readSetlistBlock(bare)
        if ('error' in read) expect(bare).toSatisfy(holdsMarkup)
        else expect(read).toEqual(expected)
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
    ['Setlist-Add v1', 'another case and hyphen'],
    ['setlist:add v2', 'one letter off'],
    ['setlist:\u200badd v1', 'a zero-width space'],
    ['ｓｅｔｌｉｓｔ：ａｄｄ　ｖ１', 'full-width letters'],
    ['setlistadd v1', 'a missing colon'],
  ])('counts a block marked %j (%s) as a second block', (marker) => {
    const block = setlistBlock(someSubmission)
    const text = `${block}\n\n${block.replace(SETLIST_BLOCK_MARKER, marker)}`
    expect(readSetlistBlock(text)).toEqual({
      error:
        'the issue holds 2 setlist blocks (lines 2 and 11); keep the one to add and remove the others',
    })
  })

  it('counts a marker line in the prose, and names it when it is the only one', () => {
    const block = setlistBlock(someSubmission)
    expect(readSetlistBlock(`${block}\n\nsetlist:add v1`)).toEqual({
      error:
        'the issue holds 2 setlist blocks (lines 2 and 10); keep the one to add and remove the others',
    })
    expect(readSetlistBlock(`セトリです\n${block.split('\n').slice(1, -1).join('\n')}`)).toEqual({
      error:
        'no setlist block: line 2 reads like "setlist:add v1" but is not the first line of a block of backticks',
    })
  })

  it('refuses a block without its closing fence, and counts an unclosed second block', () => {
    const block = setlistBlock(someSubmission)
    const unclosed = block.replace(/\n`+$/, '')
    expect(readSetlistBlock(`セトリです\n${unclosed}`)).toEqual({
      error:
        'the setlist block of line 3 has no closing fence, so GitHub shows the rest of the issue inside it',
    })
    expect(readSetlistBlock(`${block}\n${unclosed}`)).toEqual({
      error:
        'the issue holds 2 setlist blocks (lines 2 and 10); keep the one to add and remove the others',
    })
  })

  it.each([
    ['in an HTML comment', (block: string) => `<!--\n${block}\n-->`],
    ['after a comment left open', (block: string) => `<!-- a note\n\n${block}`],
    ['in <details>', (block: string) => `<details><summary>x</summary>\n\n${block}\n</details>`],
    ['in <div hidden>', (block: string) => `<div hidden>\n\n${block}\n\n</div>`],
  ])('refuses a block %s, which GitHub hides, and a hidden second block', (_, hide) => {
    const block = setlistBlock(someSubmission)
    for (const text of [hide(block), `${block}\n\n${hide(block)}`]) {
      expect(readSetlistBlock(text)).toEqual({
        error: expect.stringMatching(/^line \d+ holds .*HTML.* edit it out first$/),
      })
    }
  })

  it('refuses a fence in a list, which GitHub may close where the tools would not', () => {
    // GitHub ends the list's code block at the unindented fence, which then closes at the block's
    // own: the block's lines render as Markdown and the comment hides the song.
    const block = setlistBlock({ ...someSubmission, comment: '<!--\n0:10 A / B\n-->' })
    const text = `- x\n  \`\`\`\n\`\`\`\n${block.replace(/^`+/, '````').replace(/`+$/, '````')}`
    expect(readSetlistBlock(text)).toEqual({
      error:
        'line 2 holds a code fence that is indented, quoted, in a list or among invisible marks; the tools read only what the rendered issue shows, so edit it out first',
    })
  })

  it('refuses a copy without fences that holds markup GitHub hides', () => {
    const copy = setlistBlock({ ...someSubmission, comment: '<!--\n0:10 A / B\n-->' })
    expect(readSetlistBlock(copy.split('\n').slice(1, -1).join('\n'))).toEqual({
      error:
        'line 7 holds an HTML comment ("<!--"), which GitHub does not show; the tools read only what the rendered issue shows, so edit it out first',
    })
    expect(readSetlistBlock(copy)).toEqual({
      submission: { ...someSubmission, comment: '<!--\n0:10 A / B\n-->' },
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
