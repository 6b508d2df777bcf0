// A spreadsheet export's rows as performances: each cell read and checked, each problem named by
// the row's line in the file.
import catalogueSchema from '#schemas/songs.schema.json' with { type: 'json' }
import { schemaChecker } from '#src/shared/song-model/checks/schema-check.ts'
import { parseVideoLink } from '#src/shared/song-model/time/video-link.ts'
import { titleHasWord } from '#tools/lib/title-words.ts'

import { isRequestCell, readDateCell, readTimeCell } from './cell-values.ts'
import { type ColumnField, type ColumnMap, findColumns } from './columns.ts'
import type { TextRow } from './delimited-text.ts'
import { shownValue } from './formula-cells.ts'

/** One performance as the sheet gives it. */
export interface SheetRow {
  line: number
  /** `YYYY/M/D`. */
  date: string
  /** Blank when the sheet names the stream on another of its rows only. */
  streamName: string
  videoId: string
  seconds: number
  endSeconds?: number
  songName: string
  singer: string
  request: boolean
  reading?: string
}

export interface RowProblem {
  line: number
  message: string
}

export interface SheetRows {
  rows: SheetRow[]
  problems: RowProblem[]
}

const isBlank = (row: TextRow) => row.cells.every((cell) => cell.trim() === '')
// A note a fan left for other fans, not a performance.
const isComment = (row: TextRow) => (row.cells[0] ?? '').trimStart().startsWith('#')

const checkCatalogueEntry = schemaChecker(catalogueSchema)

// `Chandelier／Sia`, `夜行 / ヨルシカ`: a fan who left the artist cell empty often wrote the artist
// after the title. A bare ASCII slash is part of a title (`Fate/Zero`), so it needs spaces. Spaces
// are matched from the first of a run only (the lookbehind), which keeps the search linear.
const artistAfterTitle = /(?<![ \u3000])(?:[ \u3000]*／[ \u3000]*|[ \u3000]+\/[ \u3000]+)/

/**
 * The title and artist of a row: the artist cell's, else the one the title cell names after its
 * first slash, else '' (the artist is unknown: the row is kept, and the site says so).
 */
function songOf(title: string, artist: string): { songName: string; singer: string } {
  const slash = artist === '' ? artistAfterTitle.exec(title) : null
  const end = slash ? slash.index + slash[0].length : 0
  if (!slash || slash.index === 0 || end === title.length)
    return { songName: title, singer: artist }
  return { songName: title.slice(0, slash.index), singer: title.slice(end) }
}

/** The reading cell's problem, worded by the catalogue schema that will hold it. */
function readingProblem(songName: string, singer: string, reading: string): string | undefined {
  const entry = { songs: [{ title: songName, artist: singer, reading }] }
  const issue = checkCatalogueEntry(entry).find(({ path }) => path.at(-1) === 'reading')
  return issue && `reading "${reading}": ${issue.message}`
}

function readRow(
  row: TextRow,
  columns: ColumnMap,
  header: readonly string[],
  requestWords: readonly string[],
): SheetRow | string {
  const values = new Map<ColumnField, string>()
  for (const [field, index] of Object.entries(columns) as [ColumnField, number][]) {
    const text = (row.cells[index] ?? '').trim()
    const value = shownValue(text, field === 'url')
    if (value === null)
      return `column "${header[index]}" holds the formula "${text}", not its value: export the sheet's values, not its formulas`
    values.set(field, value.trim())
  }
  const cell = (field: ColumnField) => values.get(field) ?? ''
  const required = (['date', 'url', 'time', 'song'] as const).filter((f) => !cell(f))
  if (required.length > 0) return `no ${required.join(', ')}`
  const date = readDateCell(cell('date'))
  if (!date)
    return `the date "${cell('date')}" is not a real day as 2025/8/4, 2025-08-04 or a spreadsheet date number`
  const link = parseVideoLink(cell('url'))
  if (!link) return `"${cell('url')}" is not a YouTube video link`
  const seconds = readTimeCell(cell('time'))
  if (seconds === null) return `the time "${cell('time')}" is not h:mm:ss, m:ss or seconds`
  if (link.startSeconds !== null && link.startSeconds !== 0 && link.startSeconds !== seconds)
    return `the link's t=${link.startSeconds}s is not the time ${cell('time')} (${seconds}s)`
  const end = cell('end')
  const endSeconds = end ? readTimeCell(end) : undefined
  if (endSeconds === null) return `the end "${end}" is not h:mm:ss, m:ss or seconds`
  const { songName, singer } = songOf(cell('song'), cell('artist'))
  const reading = cell('reading')
  const badReading = reading ? readingProblem(songName, singer, reading) : undefined
  if (badReading) return badReading
  return {
    line: row.line,
    date,
    streamName: cell('stream'),
    videoId: link.videoId,
    seconds,
    ...(endSeconds === undefined ? {} : { endSeconds }),
    songName,
    singer,
    // A type column, where the sheet has one, is the group's own word on every stream.
    request:
      columns.type === undefined
        ? titleHasWord(cell('stream'), requestWords)
        : isRequestCell(cell('type')),
    ...(reading ? { reading } : {}),
  }
}

/**
 * The performances of a sheet: the first row that is neither blank nor a comment is the header,
 * every later one a performance. Rows that cannot be read are listed, never thrown. Without a
 * type column, a row whose stream title holds one of `requestWords` is of a request stream.
 */
export function readSheetRows(
  table: readonly TextRow[],
  headers: Partial<Record<ColumnField, string>> = {},
  requestWords: readonly string[] = [],
): SheetRows | { headerProblems: string[] } {
  const rows = table.filter((row) => !isBlank(row) && !isComment(row))
  const header = rows[0]
  if (!header) return { headerProblems: ['the file has no header row and no rows'] }
  const found = findColumns(header.cells, headers)
  if ('problems' in found)
    return { headerProblems: found.problems.map((problem) => `line ${header.line}: ${problem}`) }
  const read: SheetRows = { rows: [], problems: [] }
  for (const row of rows.slice(1)) {
    const result = row.problem ?? readRow(row, found.columns, header.cells, requestWords)
    if (typeof result === 'string') read.problems.push({ line: row.line, message: result })
    else read.rows.push(result)
  }
  return read
}
