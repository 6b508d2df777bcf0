// The report's machine-readable part in an issue: one fenced ```json block holding the record.
// The dialog writes it; `report:apply` reads it back and trusts nothing in it (the text
// is anyone's to edit).
import {
  type Correction,
  correctionFields,
  reportProblems,
  type ReportRecord,
} from './report-record.ts'

/** The block for a record, as the issue body carries it. */
export function reportBlock(record: ReportRecord): string {
  return ['```json', JSON.stringify(record, null, 2), '```'].join('\n')
}

/** The values a report quotes as the data's: a song's, or (without songIndex) a stream's. */
const songFields = new Set(['songName', 'singer', 'songTime', 'songLink'])
const streamFields = new Set(['date', 'streamName'])
// An end time is not asked for by the dialog; a maintainer may add it to the block by hand.
const correctable = new Set<string>([...correctionFields, 'songEndTime'])
/** Only a stream file of the content folder: no other folder, no `..`. */
const streamFile = /^streams\/\d{4}-\d{2}-\d{2}(?:-[2-9]|-[1-9]\d+)?\.json$/

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Each field of an object is a text and one of `allowed`, or the first that is not. */
function textFields(value: unknown, allowed: ReadonlySet<string>, name: string): string | null {
  if (!isRecord(value)) return `"${name}" is not an object`
  for (const [field, text] of Object.entries(value)) {
    if (!allowed.has(field)) return `"${name}" has an unknown field "${field}"`
    if (typeof text !== 'string') return `"${name}.${field}" is not a text`
  }
  return null
}

/** Why a parsed block is not a report record, or null when it is one. */
function recordProblem(value: unknown): string | null {
  if (!isRecord(value) || value.report !== 1) return 'it is not a report ("report": 1)'
  if (!(reportProblems as readonly unknown[]).includes(value.problem))
    return `"problem" is not one of ${reportProblems.join(', ')}`
  if (typeof value.file !== 'string' || !streamFile.test(value.file))
    return '"file" is not a stream file such as "streams/2025-03-09.json"'
  const { songIndex } = value
  if (songIndex !== undefined && !(Number.isSafeInteger(songIndex) && Number(songIndex) >= 0))
    return '"songIndex" is not a whole number from 0'
  const quoted = songIndex === undefined ? streamFields : songFields
  if (value.note !== undefined && typeof value.note !== 'string') return '"note" is not a text'
  const known = new Set(['report', 'problem', 'file', 'songIndex', 'current', 'correction', 'note'])
  const unknown = Object.keys(value).find((key) => !known.has(key))
  if (unknown) return `unknown field "${unknown}"`
  return (
    textFields(value.current, quoted, 'current') ??
    textFields(value.correction, correctable, 'correction')
  )
}

/** The record with an end time a maintainer may add to the correction. */
export type ReadRecord = ReportRecord & { correction: Correction & { songEndTime?: string } }

/**
 * The record in an issue's text, or why there is none: no ```json block, two of them (which one
 * would the fan mean?), JSON that does not parse, or a record of the wrong shape. Never throws.
 */
export function readReportBlock(text: string): { record: ReadRecord } | { error: string } {
  const lines = text.replace(/\r\n?/g, '\n').split('\n')
  const blocks: string[][] = []
  let open: { fence: string; lines: string[] } | null = null
  for (const line of lines) {
    if (open) {
      const close = new RegExp(`^ {0,3}${open.fence[0]}{${open.fence.length},}\\s*$`)
      if (close.test(line)) {
        blocks.push(open.lines)
        open = null
      } else open.lines.push(line)
      continue
    }
    const fence = /^ {0,3}(`{3,}|~{3,})\s*json\s*$/i.exec(line)?.[1]
    if (fence) open = { fence, lines: [] }
  }
  if (blocks.length === 0) return { error: 'no report block: the issue has no ```json block' }
  if (blocks.length > 1)
    return { error: `the issue has ${blocks.length} report blocks; keep the one to apply` }
  let value: unknown
  try {
    value = JSON.parse(blocks[0]!.join('\n'))
  } catch (error) {
    return { error: `the report block is not valid JSON: ${(error as Error).message}` }
  }
  const problem = recordProblem(value)
  return problem
    ? { error: `the report block is malformed: ${problem}` }
    : { record: value as ReadRecord }
}
