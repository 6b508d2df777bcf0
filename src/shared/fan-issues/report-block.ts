// The report's machine-readable part in an issue: one fenced ```json block holding the record.
// The dialog writes it; `report:apply` reads it back and trusts nothing in it (the text
// is anyone's to edit), reading only what the rendered issue shows (issue-markdown.ts).
import { findBlocks, oneBlock } from './issue-markdown.ts'
import { lookAlikeOf, looseFenceInfo, looseText, looseWords, withinOneEdit } from './look-alike.ts'
import { repeatedKey } from './repeated-keys.ts'
import {
  type Correction,
  correctionFields,
  type MissRecord,
  reportProblems,
  type ReportRecord,
} from './report-record.ts'

/** The block for a record, as the issue body carries it. */
export function reportBlock(record: ReportRecord | MissRecord): string {
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

/** Why a parsed block is not a search miss, or null when it is one. */
function missProblem(value: Record<string, unknown>): string | null {
  const unknown = Object.keys(value).find((key) => !['miss', 'query', 'song', 'note'].includes(key))
  if (unknown) return `unknown field "${unknown}"`
  if (typeof value.query !== 'string' || value.query.trim() === '')
    return '"query" is not a text with something in it'
  if (value.note !== undefined && typeof value.note !== 'string') return '"note" is not a text'
  if (value.song === undefined) return null
  if (!isRecord(value.song) || typeof value.song.title !== 'string' || value.song.title === '')
    return '"song" has no "title"'
  if (typeof value.song.artist !== 'string') return '"song.artist" is not a text'
  return textFields(value.song, new Set(['title', 'artist']), 'song')
}

/** The record with an end time a maintainer may add to the correction. */
export type ReadRecord = ReportRecord & { correction: Correction & { songEndTime?: string } }

const looksLikeJson = lookAlikeOf('json')

/** What a reader takes for a report block: a fence marked like `json`, or a report's first field. */
function looksLikeReport(line: string): boolean {
  const info = looseFenceInfo(line)
  if (info !== null && (looksLikeJson(info) || withinOneEdit(looseWords(info)[0] ?? '', 'json')))
    return true
  return /["'`]\s*(report|miss)\s*["'`]\s*:/i.test(looseText(line))
}

/** A line to quote in a refusal, cut short. */
const quote = (line: string) => JSON.stringify(line.length > 60 ? `${line.slice(0, 60)}…` : line)

/** The one report block in an issue's text, or why the tool must not pick one. */
function findReportBlock(text: string): { lines: string[] } | { error: string } {
  const found = findBlocks(text, (fence) => fence.info.toLowerCase() === 'json', looksLikeReport)
  const block = oneBlock(found, 0, {
    several: (count, lines) =>
      `the issue has ${count} report blocks (lines ${lines}); keep the one to apply`,
    none: () => 'no report block: the issue has no ```json block',
    lookAlike: (line, text) =>
      `no report block: line ${line} looks like one (${quote(text)}) but is not a \`\`\`json block`,
    unclosed: (line) =>
      `the report block of line ${line} has no closing fence, so GitHub shows the rest of the issue inside it`,
  })
  return 'error' in block ? block : { lines: found.lines.slice(block.open + 1, block.close) }
}

/**
 * The record in an issue's text, a report on the data or a search that found nothing, or why there
 * is none: no ```json block, two blocks or look-alikes of one (which would the fan mean?), markup
 * GitHub hides, a block without its closing fence, JSON that does not parse or names a field twice
 * in one object, or a record of the wrong shape. Never throws.
 */
export function readReportBlock(
  text: string,
): { record: ReadRecord } | { miss: MissRecord } | { error: string } {
  const block = findReportBlock(text)
  if ('error' in block) return block
  const json = block.lines.join('\n')
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch (error) {
    return { error: `the report block is not valid JSON: ${(error as Error).message}` }
  }
  const twice = repeatedKey(json)
  if (twice !== null)
    return {
      error: `the report block gives ${JSON.stringify(twice)} twice, and a reader takes only the last: keep the one meant`,
    }
  if (isRecord(value) && value.miss === 1) {
    const problem = missProblem(value)
    return problem
      ? { error: `the search miss block is malformed: ${problem}` }
      : { miss: value as unknown as MissRecord }
  }
  const problem = recordProblem(value)
  return problem
    ? { error: `the report block is malformed: ${problem}` }
    : { record: value as ReadRecord }
}
