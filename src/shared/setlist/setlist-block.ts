// The machine-readable part of a setlist a fan sends as an issue: a fenced block that
// `setlist:add --issue` finds in the issue text. Format (docs/data.md):
//
//   ````
//   setlist:add v1
//   date: "2025/8/16"
//   name: "【歌枠】夏の歌枠"
//   url: "https://www.youtube.com/live/…"
//   type: "general"
//   comment:
//   <the comment, line for line, as pasted>
//   ````
//
// Values are JSON strings, so any text comes back exactly; the comment is kept as written so the
// reviewer reads it as the fan pasted it. The fence is longer than any run of backticks in the
// comment, so no comment line can close it. Without its fence (the block copied from the rendered
// issue with GitHub's copy button: the text starts with the marker) the comment runs to the end.
import {
  type Fence,
  findBlocks,
  issueLines,
  markupProblem,
  oneBlock,
} from '#src/shared/fan-issues/issue-markdown.ts'
import { lookAlikeOf } from '#src/shared/fan-issues/look-alike.ts'

/** What the form sends and `setlist:add` reads: the same inputs as its options and comment. */
export interface SetlistSubmission {
  date: string
  streamName: string
  url: string
  request: boolean
  comment: string
}

export const SETLIST_BLOCK_MARKER = 'setlist:add v1'

const fields = ['date', 'name', 'url', 'type'] as const
type Field = (typeof fields)[number]

// Line breaks as a text field gives them (and GitHub stores CRLF): every CR, CRLF or LF is one.
const lineBreaks = (text: string) => text.replace(/\r\n?/g, '\n')

/** The comment as the block holds it: one kind of line break, no trailing blank lines. */
export function blockComment(comment: string): string {
  // trimEnd, not /\s+$/: the regex retried every space of a long run, quadratic in its length.
  return lineBreaks(comment).trimEnd()
}

/** The longest run of backticks in the text. */
function longestBacktickRun(text: string): number {
  // A loop, not Math.max(...runs): a spread of many thousand runs overflowed the stack.
  let longest = 0
  for (const run of text.matchAll(/`+/g)) longest = Math.max(longest, run[0].length)
  return longest
}

/** The fenced block for a submission. */
export function setlistBlock(submission: SetlistSubmission): string {
  const comment = blockComment(submission.comment)
  const fence = '`'.repeat(Math.max(3, longestBacktickRun(comment) + 1))
  const values: Record<Field, string> = {
    date: submission.date,
    name: submission.streamName,
    url: submission.url,
    type: submission.request ? 'request' : 'general',
  }
  return [
    fence,
    SETLIST_BLOCK_MARKER,
    ...fields.map((field) => `${field}: ${JSON.stringify(values[field])}`),
    'comment:',
    ...(comment === '' ? [] : [comment]),
    fence,
  ].join('\n')
}

export type ReadBlock = { submission: SetlistSubmission } | { error: string }

function readValue(line: string, number: number): [Field, string] | string {
  const match = /^(\w+):\s*(.*)$/s.exec(line.trim())
  const field = fields.find((f) => f === match?.[1])
  if (!match || !field) return `line ${number}: expected one of ${fields.join(', ')} or comment:`
  let value: unknown
  try {
    value = JSON.parse(match[2] ?? '')
  } catch {
    value = undefined
  }
  if (typeof value !== 'string') return `line ${number}: the ${field} must be a "quoted" text`
  return [field, value]
}

/** The submission in the block's lines from its marker line, `start`, up to `end`. */
function readFields(lines: readonly string[], start: number, end: number): ReadBlock {
  const values = new Map<Field, string>()
  let index = start + 1
  for (; index < end && lines[index]!.trim() !== 'comment:'; index++) {
    if (lines[index]!.trim() === '') continue
    const read = readValue(lines[index]!, index + 1)
    if (typeof read === 'string') return { error: read }
    if (values.has(read[0])) return { error: `line ${index + 1}: a second ${read[0]}` }
    values.set(read[0], read[1])
  }
  if (index === end) return { error: 'the setlist block has no "comment:" line' }
  const missing = fields.filter((field) => !values.has(field))
  if (missing.length > 0) return { error: `the setlist block has no ${missing.join(', ')}` }
  const type = values.get('type')
  if (type !== 'general' && type !== 'request')
    return { error: `the type must be "general" or "request", not ${JSON.stringify(type)}` }
  return {
    submission: {
      date: values.get('date') ?? '',
      streamName: values.get('name') ?? '',
      url: values.get('url') ?? '',
      request: type === 'request',
      comment: blockComment(lines.slice(index + 1, end).join('\n')),
    },
  }
}

const looksLikeMarker = lookAlikeOf(SETLIST_BLOCK_MARKER)

/** A block as `setlistBlock` writes it: a line of backticks, then the marker. */
const isSetlistBlock = (fence: Fence, lines: readonly string[]) =>
  fence.char === '`' && fence.info === '' && lines[fence.open + 1]?.trim() === SETLIST_BLOCK_MARKER

/**
 * The submission in an issue's text, or why there is none: no block, two blocks or look-alikes of
 * one (one issue adds one stream), markup GitHub hides, a block without its closing fence, or a
 * block that does not read. Never throws.
 */
export function readSetlistBlock(text: string): ReadBlock {
  const lines = issueLines(text)
  const first = lines.findIndex((line) => line.trim() !== '')
  // The block copied off the rendered issue, without its fences: it runs to the end of the text.
  if (first >= 0 && lines[first]!.trim() === SETLIST_BLOCK_MARKER) {
    const markup = markupProblem(lines)
    return markup ? { error: markup } : readFields(lines, first, lines.length)
  }
  const found = findBlocks(text, isSetlistBlock, looksLikeMarker)
  const block = oneBlock(found, 1, {
    several: (count, lines) =>
      `the issue holds ${count} setlist blocks (lines ${lines}); keep the one to add and remove the others`,
    none: () => `no setlist block: no line reads "${SETLIST_BLOCK_MARKER}"`,
    lookAlike: (line) =>
      `no setlist block: line ${line} reads like "${SETLIST_BLOCK_MARKER}" but is not the first line of a block of backticks`,
    unclosed: (line) =>
      `the setlist block of line ${line} has no closing fence, so GitHub shows the rest of the issue inside it`,
  })
  if ('error' in block) return block
  return readFields(found.lines, block.open + 1, block.close)
}
