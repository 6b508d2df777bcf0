// `npm run data:import`: turns a fan group's spreadsheet export (CSV or TSV, one performance a
// row) into stream files and catalogue entries in the content folder. See docs/maintaining.md.
import { parseArgs } from 'node:util'

import { readSongData } from '#build-src/archive-files/read-song-data.ts'
import { catalogueFile } from '#build-src/archive-files/song-catalogue.ts'
import { displayPath } from '#build-src/archive-files/stream-files.ts'
import { contentDir } from '#build-src/content-dir.ts'
import { formatEndClamp } from '#src/shared/setlist/end-clamp.ts'
import {
  formatSpellingWarning,
  singerSpellingWarnings,
} from '#src/shared/setlist/singer-spelling.ts'
import { songKey } from '#src/shared/song-model/song-key.ts'

import { readBounded } from './add-streams/comment-input.ts'
import { printReadings } from './add-streams/print-readings.ts'
import { formatRespelling } from './add-streams/same-song.ts'
import { type ColumnField, readColumnMap } from './data-import/columns.ts'
import { readDelimited } from './data-import/delimited-text.ts'
import { type ArchiveStream, type ImportPlan, planImport } from './data-import/import-plan.ts'
import { importWrites, type Outcome } from './data-import/import-writes.ts'
import { readSheetRows, type RowProblem, type SheetRow } from './data-import/sheet-rows.ts'
import { isUnmarkedUtf16, MAX_SHEET_BYTES, sheetText } from './data-import/sheet-text.ts'
import { printable, readOptions, runWhenCalled, userPath } from './lib/cli.ts'
import { writeFilesAtomically } from './lib/write-files.ts'

const usage = `usage: npm run data:import -- --csv <file> [--map '{"song":"Title"}'] [--replace]
         [--skip-bad] [--dry-run] [--content <content folder>]
   or: npm run data:import -- --tsv <file> ...
--csv reads a file ending in .tsv or .tab as tab-separated; --tsv reads any file so.`

const options = {
  csv: { type: 'string' },
  tsv: { type: 'string' },
  map: { type: 'string' },
  replace: { type: 'boolean', default: false },
  'skip-bad': { type: 'boolean', default: false },
  'dry-run': { type: 'boolean', default: false },
  content: { type: 'string' },
} as const

interface Args {
  file: string
  delimiter: ',' | '\t'
  headers: Partial<Record<ColumnField, string>>
  replace: boolean
  skipBad: boolean
  dryRun: boolean
  content?: string
}

function readArgs(args: string[]): Args {
  const { values } = parseArgs({ args, options, strict: true, allowPositionals: false })
  const file = values.csv ?? values.tsv
  if (!file || (values.csv && values.tsv))
    throw new Error('give the sheet as --csv <file> or --tsv <file>')
  const headers = values.map === undefined ? {} : readColumnMap(values.map)
  if (typeof headers === 'string') throw new Error(headers)
  return {
    file,
    delimiter: values.tsv || /\.(?:tsv|tab)$/i.test(file) ? '\t' : ',',
    headers,
    replace: values.replace,
    skipBad: values['skip-bad'],
    dryRun: values['dry-run'],
    content: values.content,
  }
}

/**
 * The plan for the rows; with --skip-bad, for the rows left once every row with a problem is
 * dropped (dropping one can leave another stream without its title, so it is planned again).
 */
function planRows(rows: SheetRow[], archive: ArchiveStream[], skipBad: boolean) {
  let plan: ImportPlan = planImport(rows, archive)
  const skipped: RowProblem[] = []
  while (skipBad && plan.problems.length > 0) {
    for (const problem of plan.problems) skipped.push(problem)
    const bad = new Set(plan.problems.map((problem) => problem.line))
    rows = rows.filter((row) => !bad.has(row.line))
    plan = planImport(rows, archive)
  }
  return { plan, skipped }
}

/** The first reading the sheet gives each song, by song key. */
function readingsOf(rows: readonly SheetRow[]): Map<string, string> {
  const readings = new Map<string, string>()
  for (const row of rows) {
    const key = songKey(row)
    if (row.reading && !readings.has(key)) readings.set(key, row.reading)
  }
  return readings
}

const outcomeLine: Record<Outcome['kind'], (stream: string, path: string) => string> = {
  added: (stream, path) => `Added ${stream} as ${path}.`,
  'already-there': (stream, path) =>
    `Already there: ${stream} is ${path}; --replace rewrites it from the sheet.`,
  replaced: (stream, path) => `Replaced ${path} with ${stream}.`,
  unchanged: (stream, path) => `Unchanged: ${path} already holds ${stream}.`,
}

const byLine = (a: RowProblem, b: RowProblem) => a.line - b.line
const problemLine = (problem: RowProblem) => `line ${problem.line}: ${problem.message}`

export async function main(args: string[]): Promise<number> {
  const read = readOptions(readArgs, args, usage)
  if (!read) return 2
  const bytes = readBounded(userPath(read.file), MAX_SHEET_BYTES)
  if (!bytes) {
    console.error(
      `error: the sheet is over ${MAX_SHEET_BYTES / 1024 / 1024} MB; is it an export of the setlist?`,
    )
    return 1
  }
  if (isUnmarkedUtf16(bytes)) {
    console.error(
      'error: the file is UTF-16 text without a byte order mark; save it as UTF-8 ("CSV UTF-8" in Excel) and import it again',
    )
    return 1
  }
  const decoded = sheetText(bytes)
  if ('badLine' in decoded) {
    console.error(
      `error: line ${decoded.badLine} is not valid UTF-8; export the sheet as "CSV UTF-8" or UTF-16 text`,
    )
    return 1
  }
  const sheet = readSheetRows(readDelimited(decoded.text, read.delimiter), read.headers)
  if ('headerProblems' in sheet) {
    for (const problem of sheet.headerProblems) console.error(`error: ${printable(problem)}`)
    console.error('Nothing was written.')
    return 1
  }
  const content = read.content ? userPath(read.content) : contentDir()
  const data = readSongData(content)
  if (data.problems.length > 0) {
    console.error('error: the song data already has problems; fix them first (npm run data:check):')
    for (const problem of data.problems) console.error(`error:   ${printable(problem)}`)
    console.error('Nothing was written.')
    return 1
  }
  const archive = data.streams.map((stream, i) => ({ name: data.streamNames[i]!, stream }))
  const { plan, skipped } = planRows(sheet.rows, archive, read.skipBad)
  const problems = [...sheet.problems, ...skipped, ...plan.problems].sort(byLine)
  if (problems.length > 0 && !read.skipBad) {
    for (const problem of problems) console.error(`error: ${printable(problemLine(problem))}`)
    console.error(
      `Nothing was written: ${problems.length} rows cannot be read (--skip-bad leaves them out).`,
    )
    return 1
  }
  for (const problem of problems)
    console.error(`warning: skipped ${printable(problemLine(problem))}`)
  for (const clamp of plan.clamped) console.error(`warning: ${formatEndClamp(clamp)}`)
  if (plan.streams.length === 0) {
    console.error('error: the sheet has no performances to import. Nothing was written.')
    return 1
  }
  const rows = plan.streams.flatMap((stream) => stream.rows)
  const known = data.streams.flatMap((stream) => stream.songList)
  for (const warning of singerSpellingWarnings(rows, known))
    console.error(`warning: ${printable(formatSpellingWarning(warning))}`)
  const result = importWrites(content, plan.streams, archive, data.catalogue, {
    replace: read.replace,
    readings: readingsOf(rows),
  })
  const songsFile = displayPath(catalogueFile(content))
  for (const { line, change } of result.respelled)
    console.error(`note: ${printable(formatRespelling(`line ${line}`, change, songsFile))}`)
  for (const { kind, stream, path } of result.outcomes) {
    const summary = `${stream.songList.length} songs, ${stream.date} ${stream.streamName}`
    console.log(printable(outcomeLine[kind](summary, displayPath(path))))
  }
  for (const song of result.added)
    console.log(
      printable(
        `New in ${songsFile}: ${song.title} / ${song.artist}${song.reading ? ` (${song.reading})` : ''}`,
      ),
    )
  for (const song of result.removed)
    console.log(
      printable(`Removed from ${songsFile}, no longer sung: ${song.title} / ${song.artist}`),
    )
  if (read.dryRun) {
    for (const write of result.writes)
      process.stdout.write(`--- ${displayPath(write.path)}\n${write.text}`)
    console.log('Dry run: nothing was written.')
    await printReadings(result.added, catalogueFile(content), data.catalogue)
    return 0
  }
  writeFilesAtomically(result.writes)
  if (result.writes.length === 0)
    console.log('Nothing to write: the archive already holds the sheet.')
  await printReadings(result.added, catalogueFile(content), data.catalogue)
  return 0
}

runWhenCalled(import.meta.url, main)
