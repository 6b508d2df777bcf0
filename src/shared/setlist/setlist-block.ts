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
// issue with GitHub's copy button) the comment runs to the end of the text.

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

/** The line numbers of the block markers in `lines`, the first of which is line `first`. */
const markerLines = (lines: readonly string[], first: number) =>
  lines.flatMap((line, i) => (line.trim() === SETLIST_BLOCK_MARKER ? [first + i] : []))

/** The submission in an issue's text, or why there is none; never throws. */
export function readSetlistBlock(text: string): ReadBlock {
  const lines = lineBreaks(text).split('\n')
  const start = lines.findIndex((line) => line.trim() === SETLIST_BLOCK_MARKER)
  if (start < 0) return { error: `no setlist block: no line reads "${SETLIST_BLOCK_MARKER}"` }
  const opening = /^ {0,3}(`{3,})\s*$/.exec(lines[start - 1] ?? '')?.[1]
  const values = new Map<Field, string>()
  let index = start + 1
  for (; index < lines.length && lines[index]!.trim() !== 'comment:'; index++) {
    if (lines[index]!.trim() === '') continue
    const read = readValue(lines[index]!, index + 1)
    if (typeof read === 'string') return { error: read }
    if (values.has(read[0])) return { error: `line ${index + 1}: a second ${read[0]}` }
    values.set(...read)
  }
  if (index === lines.length) return { error: 'the setlist block has no "comment:" line' }
  const missing = fields.filter((field) => !values.has(field))
  if (missing.length > 0) return { error: `the setlist block has no ${missing.join(', ')}` }
  const type = values.get('type')
  if (type !== 'general' && type !== 'request')
    return { error: `the type must be "general" or "request", not ${JSON.stringify(type)}` }
  const rest = lines.slice(index + 1)
  const closing = opening
    ? rest.findIndex((line) => new RegExp(`^ {0,3}\`{${opening.length},}\\s*$`).test(line))
    : -1
  // One issue adds one stream: a second block after the first's fence would be dropped unseen.
  const later = closing < 0 ? [] : markerLines(rest.slice(closing + 1), index + closing + 3)
  if (later.length > 0) {
    const all = [start + 1, ...later]
    const where = `${all.slice(0, -1).join(', ')} and ${all.at(-1)}`
    return {
      error: `the issue holds ${all.length} setlist blocks (lines ${where}); keep the one to add and remove the others`,
    }
  }
  const comment = blockComment((closing < 0 ? rest : rest.slice(0, closing)).join('\n'))
  return {
    submission: {
      date: values.get('date') ?? '',
      streamName: values.get('name') ?? '',
      url: values.get('url') ?? '',
      request: type === 'request',
      comment,
    },
  }
}
