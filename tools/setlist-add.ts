// `npm run setlist:add`: turns a fan's timestamp comment, or the text of an issue the site's
// setlist form made, into a new stream file, <content>/streams/<YYYY-MM-DD>.json, and adds its new
// songs to <content>/songs.json. See docs/data.md.
import { parseArgs } from 'node:util'

import { readSongData } from '#build-src/archive-files/read-song-data.ts'
import { catalogueFile } from '#build-src/archive-files/song-catalogue.ts'
import { displayPath } from '#build-src/archive-files/stream-files.ts'
import { contentDir } from '#build-src/content-dir.ts'
import { decodeUtf8 } from '#build-src/utf8-text.ts'
import { formatEndClamp } from '#src/shared/setlist/end-clamp.ts'
import {
  formatPrepareInfo,
  formatPrepareProblem,
  formatPrepareWarning,
  knownSongsOf,
  prepareStream,
} from '#src/shared/setlist/prepare-stream.ts'
import { readSetlistBlock, type SetlistSubmission } from '#src/shared/setlist/setlist-block.ts'

import { MAX_COMMENT_BYTES, readBounded } from './add-streams/comment-input.ts'
import { newStreamFiles } from './add-streams/new-stream-files.ts'
import { printReadings, readingLines } from './add-streams/print-readings.ts'
import { formatRespelling } from './add-streams/same-song.ts'
import { removeZeroWidthFromSetlist } from './add-streams/zero-width-input.ts'
import { MAX_SHEET_BYTES } from './data-import/sheet-text.ts'
import { printable, runWhenCalled, userPath } from './lib/cli.ts'
import { pickSubmission, readSubmissions } from './lib/netlify-submissions.ts'
import { writeFilesAtomically } from './lib/write-files.ts'
import { lookUpAdded } from './readings-lookup/added-lookups.ts'
import {
  lookupChoices,
  lookupOptions,
  lookupUsage,
  readingsSummary,
} from './readings-lookup/lookup-options.ts'
import type { LookupDependencies } from './readings-lookup/run-lookups.ts'

const usage = `usage: npm run setlist:add -- --date 2025/8/4 --name "<stream title>" --url <video url>
         [--request] [--file comment.txt] [<options>]
   or: npm run setlist:add -- --issue [--file issue.md] [<options>]
   or: npm run setlist:add -- --submission <export.csv> [--row N] [<options>]
options: [--dry-run] [--verbose] [--no-lookup] [--apply-readings] [--summary <file.md>]
         [--content <content folder>]
The comment (with --issue: the text of an issue the site's setlist form made, which holds the
date, name, URL and type too) is read from --file, or else from standard input. --submission
reads the same text from Netlify's CSV export of the setlist form, row N of it (from 1).
The lists of readings show their first ${readingLines} lines; --verbose prints every line.
${lookupUsage}`

const options = {
  date: { type: 'string' },
  name: { type: 'string' },
  url: { type: 'string' },
  request: { type: 'boolean', default: false },
  issue: { type: 'boolean', default: false },
  submission: { type: 'string' },
  row: { type: 'string' },
  'dry-run': { type: 'boolean', default: false },
  verbose: { type: 'boolean', default: false },
  ...lookupOptions,
  summary: { type: 'string' },
  file: { type: 'string' },
  content: { type: 'string' },
} as const

function readArgs(args: string[]) {
  const { values } = parseArgs({ args, options, strict: true })
  const streamOptions = ['date', 'name', 'url'] as const
  if (values.issue && values.submission !== undefined)
    throw new Error('--issue, --submission: give one of them')
  if (values.row !== undefined && values.submission === undefined)
    throw new Error('--row: only with --submission')
  if (values.submission !== undefined && values.file !== undefined)
    throw new Error('--file: with --submission the export is the file')
  if (values.issue || values.submission !== undefined) {
    const from = values.issue
      ? '--issue these come from the issue'
      : '--submission these come from the export'
    const given = [...streamOptions, 'request' as const].filter((key) => values[key])
    if (given.length > 0)
      throw new Error(`${given.map((key) => `--${key}`).join(', ')}: with ${from}`)
    if (values.submission !== undefined) return values
  } else {
    const missing = streamOptions.filter((key) => !values[key]?.trim())
    if (missing.length > 0)
      throw new Error(`missing ${missing.map((key) => `--${key}`).join(', ')}`)
  }
  if (!values.file && process.stdin.isTTY) {
    throw new Error('no comment: pass --file comment.txt or pipe the comment in')
  }
  return values
}

/** The stream to add: from the options and the comment, or from the issue's setlist block. */
function submissionOf(values: ReturnType<typeof readArgs>, text: string): SetlistSubmission {
  if (!values.issue && values.submission === undefined) {
    return {
      date: values.date!,
      streamName: values.name!,
      url: values.url!,
      request: values.request,
      comment: text,
    }
  }
  const read = readSetlistBlock(text)
  if ('error' in read) throw new Error(read.error)
  return read.submission
}

/** The comment or the issue's text, from `file` or else standard input. */
function readComment(file: string | undefined): { text: string } | { error: string } {
  const bytes = readBounded(file ? userPath(file) : 0)
  if (!bytes)
    return { error: `the comment is over ${MAX_COMMENT_BYTES / 1024} KB; is it a setlist?` }
  const decoded = decodeUtf8(bytes)
  if ('badLine' in decoded)
    return { error: `comment line ${decoded.badLine} is not valid UTF-8; save it as UTF-8` }
  return decoded
}

/** The text of the chosen submission in Netlify's export: what the issue would have carried. */
function readExport(values: ReturnType<typeof readArgs>): { text: string } | { error: string } {
  const file = values.submission!
  const bytes = readBounded(userPath(file), MAX_SHEET_BYTES)
  if (!bytes) return { error: `${file} is over ${MAX_SHEET_BYTES / 1024 / 1024} MB` }
  const read = readSubmissions(bytes)
  if ('error' in read) return { error: `${file}: ${read.error}` }
  const chosen = pickSubmission(read.submissions, values.row)
  return 'error' in chosen ? { error: `${file}: ${chosen.error}` } : { text: chosen.body }
}

export async function main(args: string[], dependencies: LookupDependencies = {}): Promise<number> {
  let values: ReturnType<typeof readArgs>
  try {
    values = readArgs(args)
  } catch (error) {
    console.error(`error: ${printable((error as Error).message)}\n${usage}`)
    return 2
  }
  const input = values.submission === undefined ? readComment(values.file) : readExport(values)
  if ('error' in input) {
    console.error(`error: ${printable(input.error)}`)
    return 1
  }
  let submission: SetlistSubmission
  try {
    submission = submissionOf(values, input.text)
  } catch (error) {
    console.error(`error: ${printable((error as Error).message)}`)
    return 1
  }
  const mended = removeZeroWidthFromSetlist(submission)
  for (const notice of mended.notices) console.error(`note: ${notice}`)
  submission = mended.submission
  const content = values.content ? userPath(values.content) : contentDir()
  const { streams, catalogue, problems } = readSongData(content)
  if (problems.length > 0) {
    console.error('error: the song data already has problems; fix them first (npm run data:check):')
    for (const problem of problems) console.error(`error:   ${problem}`)
    console.error('Nothing was written.')
    return 1
  }
  const prepared = prepareStream({
    ...submission,
    date: submission.date.trim(),
    streamName: submission.streamName.trim(),
    known: knownSongsOf(streams),
    askArtist: true,
    clampEnds: true,
  })
  // Lines quote the comment: raw escape bytes in it must not drive the terminal.
  for (const line of formatPrepareInfo(prepared)) console.error(`note: ${printable(line)}`)
  for (const warning of prepared.warnings)
    console.error(`warning: ${printable(formatPrepareWarning(warning))}`)
  for (const clamp of prepared.clamped) console.error(`warning: ${formatEndClamp(clamp)}`)
  for (const problem of prepared.errors)
    console.error(`error: ${printable(formatPrepareProblem(problem))}`)
  if (!prepared.entry) {
    console.error('Nothing was written.')
    return 1
  }
  const { writes, streamFiles, added, respelled } = await newStreamFiles(
    content,
    [prepared.entry],
    catalogue,
  )
  const file = streamFiles[0]!
  const summary = `${prepared.entry.songList.length} songs, ${prepared.entry.date} ${prepared.entry.streamName}`
  const songsFile = catalogueFile(content)
  for (const change of respelled) {
    // The entry has a song for each song read from the comment, in the same order.
    const where = `line ${prepared.songs[change.song]!.line}`
    console.error(`note: ${printable(formatRespelling(where, change, displayPath(songsFile)))}`)
  }
  const lookups = await lookUpAdded(
    content,
    { before: catalogue, added, writes },
    lookupChoices(values, dependencies),
  )
  const summaryWrite = values.summary
    ? [{ path: userPath(values.summary), text: readingsSummary(lookups) }]
    : []
  if (values['dry-run']) {
    process.stdout.write(writes[0]!.text)
    console.log(printable(`Dry run: ${summary}; ${displayPath(file)} was not written.`))
  } else {
    writeFilesAtomically([...lookups.writes, ...summaryWrite])
    console.log(printable(`Added ${summary} as ${displayPath(file)}.`))
  }
  const { listed } = lookups
  await printReadings(listed.added, songsFile, listed.catalogue, {
    verbose: values.verbose,
    streams: [prepared.entry.songList.map((song) => song.songName)],
  })
  for (const line of lookups.lines) console.log(line)
  return 0
}

runWhenCalled(import.meta.url, main)
