// `npm run data:import`: turns a fan group's spreadsheet export (CSV or TSV, one performance a
// row) into stream files and catalogue entries in the content folder. See docs/maintaining.md.
import { parseArgs } from 'node:util'

import { readSongData } from '#build-src/archive-files/read-song-data.ts'
import { catalogueFile } from '#build-src/archive-files/song-catalogue.ts'
import { displayPath } from '#build-src/archive-files/stream-files.ts'
import { contentDir } from '#build-src/content-dir.ts'
import { loadArchiveSettings } from '#build-src/content-folder/archive-settings.ts'
import { formatEndClamp } from '#src/shared/setlist/end-clamp.ts'
import {
  formatSpellingWarning,
  singerSpellingWarnings,
} from '#src/shared/setlist/singer-spelling.ts'
import { songKey } from '#src/shared/song-model/keys/song-key.ts'

import { spelledTitleLines, spelledTitles } from './add-streams/artist-spellings.ts'
import { readBounded } from './add-streams/comment-input.ts'
import { newArtists, printReadings, readingLines } from './add-streams/print-readings.ts'
import { formatRespelling } from './add-streams/same-song.ts'
import { removeZeroWidthCells } from './data-import/cell-values.ts'
import { type ColumnField, readColumnMap } from './data-import/columns.ts'
import { readDelimited } from './data-import/delimited-text.ts'
import { type ArchiveStream, type ImportPlan, planImport } from './data-import/import-plan.ts'
import {
  problemLine,
  reasonLines,
  refusedLines,
  rowCount,
  rowsText,
  shownLines,
  summaryLines,
} from './data-import/import-report.ts'
import { importWrites, type Outcome } from './data-import/import-writes.ts'
import { readSheetRows, type RowProblem, type SheetRow } from './data-import/sheet-rows.ts'
import { isUnmarkedUtf16, MAX_SHEET_BYTES, sheetText } from './data-import/sheet-text.ts'
import { titleQuirk } from './data-import/title-quirks.ts'
import { firstLines, printable, readOptions, runWhenCalled, songLine, userPath } from './lib/cli.ts'
import { writeFilesAtomically } from './lib/write-files.ts'
import { lookUpAdded } from './readings-lookup/added-lookups.ts'
import {
  lookupChoices,
  lookupOptions,
  lookupUsage,
  readingsSummary,
} from './readings-lookup/lookup-options.ts'
import type { LookupDependencies } from './readings-lookup/run-lookups.ts'

const usage = `usage: npm run data:import -- --csv <file> [--map '{"song":"Title"}'] [--replace]
         [--skip-bad] [--dry-run] [--verbose] [--no-lookup] [--apply-readings]
         [--summary <file.md>] [--content <content folder>]
   or: npm run data:import -- --tsv <file> ...
--csv reads a file ending in .tsv or .tab as tab-separated; --tsv reads any file so.
Each list printed shows its first ${shownLines} lines (the lists of readings ${readingLines});
--verbose prints every line. --summary writes the lookups for a pull request, in Markdown.
${lookupUsage}`

const options = {
  csv: { type: 'string' },
  tsv: { type: 'string' },
  map: { type: 'string' },
  replace: { type: 'boolean', default: false },
  'skip-bad': { type: 'boolean', default: false },
  'dry-run': { type: 'boolean', default: false },
  verbose: { type: 'boolean', default: false },
  ...lookupOptions,
  summary: { type: 'string' },
  content: { type: 'string' },
} as const

interface Args {
  file: string
  delimiter: ',' | '\t'
  headers: Partial<Record<ColumnField, string>>
  replace: boolean
  skipBad: boolean
  dryRun: boolean
  verbose: boolean
  noLookup: boolean
  applyReadings: boolean
  summary?: string
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
    verbose: values.verbose,
    noLookup: values['no-lookup'],
    applyReadings: values['apply-readings'],
    summary: values.summary,
    content: values.content,
  }
}

/**
 * The plan for the rows left once every row with a problem is left out, and those problems.
 * Leaving a row out can leave another without what it needs (its stream's title, named on the
 * left-out row only), so the rest is planned again until no problem is left: the rows refused
 * are then the same whether the run stops to list them or --skip-bad leaves them out.
 */
function planRows(rows: SheetRow[], archive: ArchiveStream[]) {
  let plan: ImportPlan = planImport(rows, archive)
  const refused: RowProblem[] = []
  for (let round = 0; plan.problems.length > 0; round++) {
    for (const { line, message } of plan.problems)
      refused.push({
        line,
        message: round === 0 ? message : `${message} (once the other refused rows are left out)`,
      })
    const bad = new Set(plan.problems.map((problem) => problem.line))
    rows = rows.filter((row) => !bad.has(row.line))
    plan = planImport(rows, archive)
  }
  return { plan, refused }
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

export async function main(args: string[], dependencies: LookupDependencies = {}): Promise<number> {
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
  const cells = removeZeroWidthCells(readDelimited(decoded.text, read.delimiter))
  for (const notice of firstLines(cells.notices, read.verbose ? Infinity : shownLines))
    console.error(`note: ${notice}`)
  const content = read.content ? userPath(read.content) : contentDir()
  // A stream whose title holds a request word is a request stream, as archive:fetch reads one.
  const requestWords = (await loadArchiveSettings(content))?.requestWords ?? []
  const sheet = readSheetRows(cells.table, read.headers, requestWords)
  if ('headerProblems' in sheet) {
    for (const problem of sheet.headerProblems) console.error(`error: ${printable(problem)}`)
    console.error('Nothing was written.')
    return 1
  }
  const data = readSongData(content)
  if (data.problems.length > 0) {
    console.error('error: the song data already has problems; fix them first (npm run data:check):')
    for (const problem of data.problems) console.error(`error:   ${printable(problem)}`)
    console.error('Nothing was written.')
    return 1
  }
  const archive = data.streams.map((stream, i) => ({ name: data.streamNames[i]!, stream }))
  const { plan, refused } = planRows(sheet.rows, archive)
  const problems = [...sheet.problems, ...refused].sort(byLine)
  const limit = read.verbose ? Infinity : shownLines
  const print = (lines: readonly string[], prefix: string, log = console.error) => {
    for (const line of firstLines(lines, limit)) log(printable(`${prefix}${line}`))
  }
  if (problems.length > 0 && !read.skipBad) {
    const listed = refusedLines(problems, limit)
    for (const line of listed) console.error(`error: ${printable(line)}`)
    // Rows the list only names by line are summed up by reason.
    const cut = listed.length < problems.length
    console.error(
      `Nothing was written: ${rowsText(rowCount(problems))} cannot be read (--skip-bad leaves them out)${cut ? ':' : '.'}`,
    )
    if (cut) for (const line of reasonLines(problems)) console.error(`  ${printable(line)}`)
    return 1
  }
  for (const line of refusedLines(problems, limit))
    console.error(`warning: skipped ${printable(line)}`)
  print(plan.clamped.map(formatEndClamp), 'warning: ')
  if (plan.streams.length === 0) {
    console.error('error: the sheet has no performances to import. Nothing was written.')
    return 1
  }
  const rows = plan.streams.flatMap((stream) => stream.rows)
  const quirks = rows
    .flatMap((row) => {
      const quirk = titleQuirk(row.songName)
      return quirk ? [{ line: row.line, message: quirk }] : []
    })
    .sort(byLine)
  print(quirks.map(problemLine), 'warning: ')
  const known = data.streams.flatMap((stream) => stream.songList)
  const spellings = singerSpellingWarnings(rows, known)
  print(spellings.map(formatSpellingWarning), 'warning: ')
  const result = await importWrites(content, plan.streams, archive, data.catalogue, {
    replace: read.replace,
    readings: readingsOf(rows),
  })
  const songsFile = displayPath(catalogueFile(content))
  const respellings = result.respelled.map(({ line, change }) =>
    formatRespelling(`line ${line}`, change, songsFile),
  )
  print(respellings, 'note: ')
  const outcomes = result.outcomes.map(({ kind, stream, path }) =>
    outcomeLine[kind](
      `${stream.songList.length} songs, ${stream.date} ${stream.streamName}`,
      displayPath(path),
    ),
  )
  print(outcomes, '', console.log)
  const added = result.added.map(
    (song) =>
      `New in ${songsFile}: ${songLine(song.title, song.artist)}${song.reading ? ` (${song.reading})` : ''}`,
  )
  print(added, '', console.log)
  const removed = result.removed.map(
    (song) => `Removed from ${songsFile}, no longer sung: ${songLine(song.title, song.artist)}`,
  )
  print(removed, '', console.log)
  const lookups = await lookUpAdded(
    content,
    { before: data.catalogue, added: result.added, writes: result.writes },
    lookupChoices(
      {
        'no-lookup': read.noLookup,
        'apply-readings': read.applyReadings,
        'dry-run': read.dryRun,
        verbose: read.verbose,
      },
      dependencies,
    ),
  )
  const summaryWrite = read.summary
    ? [{ path: userPath(read.summary), text: readingsSummary(lookups) }]
    : []
  if (!read.dryRun) writeFilesAtomically([...lookups.writes, ...summaryWrite])
  const titles = spelledTitles(result.streams.flatMap((stream) => stream.songList))
  const summary = summaryLines({
    sheetRows: sheet.rows.length + sheet.problems.length,
    outcomes: result.outcomes,
    performances: rows.length,
    newSongs: result.added.length,
    newArtists: newArtists(result.added, data.catalogue).length,
    clamped: new Set(plan.clamped.map((clamp) => clamp.line)),
    respelled: new Set(result.respelled.map((change) => change.line)),
    warned: new Set([...quirks, ...spellings].map((warning) => warning.line)),
    refused: problems,
    spelledTitles: titles.length,
  })
  for (const line of summary) console.log(printable(line))
  if (read.dryRun) console.log('Dry run: nothing was written.')
  else if (result.writes.length === 0)
    console.log('Nothing to write: the archive already holds the sheet.')
  await printReadings(lookups.listed.added, catalogueFile(content), lookups.listed.catalogue, {
    verbose: read.verbose,
    streams: result.streams.map((stream) => stream.songList.map((song) => song.songName)),
  })
  for (const line of lookups.lines) console.log(line)
  // Last, as the archive stands once written: what the maintainer is left to decide.
  for (const line of spelledTitleLines(titles, limit)) console.error(printable(`warning: ${line}`))
  return 0
}

runWhenCalled(import.meta.url, main)
