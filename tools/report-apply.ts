// `npm run report:apply`: applies the correction of a report a fan sent from the site (an issue
// with the report dialog's JSON block) to its stream file, and the catalogue when a title or an
// artist is new; or a search that found nothing, with the song the fan meant, to the catalogue, as
// that song's alias or reading. See docs/maintaining.md.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'

import { readSongData } from '#build-src/archive-files/read-song-data.ts'
import { catalogueFile, type SongCatalogue } from '#build-src/archive-files/song-catalogue.ts'
import { displayPath, streamsDir } from '#build-src/archive-files/stream-files.ts'
import { contentDir } from '#build-src/content-dir.ts'
import { decodeUtf8 } from '#build-src/utf8-text.ts'
import { readReportBlock } from '#src/shared/fan-issues/report-block.ts'
import type { MissRecord } from '#src/shared/fan-issues/report-record.ts'
import type { RawStream } from '#src/shared/song-model/schema-types/stream-file.gen.ts'

import { catalogueFor, catalogueTextWithSongs } from './add-streams/catalogue-additions.ts'
import { readBounded } from './add-streams/comment-input.ts'
import { streamFileText } from './add-streams/new-stream-files.ts'
import { printable, readOptions, runWhenCalled, userPath } from './lib/cli.ts'
import { type FileWrite, writeFilesAtomically } from './lib/write-files.ts'
import { applyMiss } from './report-apply/apply-miss.ts'
import { applyReport } from './report-apply/apply-report.ts'
import { carryAddresses } from './report-apply/carry-addresses.ts'

const usage = `usage: npm run report:apply -- --issue [--file issue.md] [--dry-run] [--content <content folder>]
The issue's text (its Markdown: gh issue view 12 --json body --jq .body) is read from --file, or
else from standard input. A data report corrects its stream file; a search miss with the song the
fan meant adds what they typed to content/songs.json, as the song's alias or reading.`

const options = {
  issue: { type: 'boolean', default: false },
  file: { type: 'string' },
  'dry-run': { type: 'boolean', default: false },
  content: { type: 'string' },
} as const

function readArgs(args: string[]) {
  const { values } = parseArgs({ args, options, strict: true })
  if (!values.issue) throw new Error('--issue: the report comes from an issue the site made')
  if (!values.file && process.stdin.isTTY)
    throw new Error('no issue text: pass --file issue.md or pipe the text in')
  return values
}

/** Prints one line of refusal and the reassurance that nothing changed. */
function refuse(message: string): number {
  console.error(`error: ${printable(message)}`)
  console.error('Nothing was written.')
  return 1
}

export async function main(args: string[]): Promise<number> {
  const values = readOptions(readArgs, args, usage)
  if (!values) return 2
  const bytes = readBounded(values.file ? userPath(values.file) : 0)
  if (!bytes) return refuse('the issue text is over 1024 KB; is it a report?')
  const decoded = decodeUtf8(bytes)
  if ('badLine' in decoded) return refuse(`issue line ${decoded.badLine} is not valid UTF-8`)
  const read = readReportBlock(decoded.text)
  if ('error' in read) return refuse(read.error)
  const content = values.content ? userPath(values.content) : contentDir()
  const data = readSongData(content)
  if (data.problems.length > 0)
    return refuse(
      `the song data already has problems; fix them first (npm run data:check): ${data.problems[0]}`,
    )
  if ('miss' in read) return applyMissTo(content, data.catalogue, read.miss, values['dry-run'])
  const { record } = read
  const name = record.file.slice('streams/'.length)
  const index = data.streamNames.indexOf(name)
  if (index < 0) return refuse(`${record.file}: no such stream file in ${displayPath(content)}`)
  const applied = applyReport(data.streams[index]!, record)
  if ('error' in applied) return refuse(applied.error)

  const folder = streamsDir(content)
  const path = join(folder, name)
  const writes: FileWrite[] = [{ path, text: streamFileText(folder, applied.entry) }]
  // A new title or artist needs its catalogue entry, and the old one may be sung nowhere now.
  const before: readonly RawStream[] = data.streams
  const streams = before.with(index, applied.entry)
  const after = catalogueFor(data.catalogue, streams)
  const corrected =
    record.songIndex === undefined ? undefined : applied.entry.songList[record.songIndex]
  const { songs, carried } = carryAddresses(after.songs, after.removed, corrected)
  const songsFile = catalogueFile(content)
  if (after.added.length + after.removed.length > 0)
    writes.push({
      path: songsFile,
      text: await catalogueTextWithSongs(readFileSync(songsFile, 'utf8'), songs),
    })

  for (const change of applied.changes) console.log(printable(`${record.file} ${change}`))
  for (const song of after.added)
    console.log(printable(`New in ${displayPath(songsFile)}: ${song.title} / ${song.artist}`))
  for (const song of after.removed)
    console.log(
      printable(
        `Removed from ${displayPath(songsFile)}, no longer sung: ${song.title} / ${song.artist}`,
      ),
    )
  for (const { from, to } of carried)
    console.log(
      printable(
        `The page of ${from.title} / ${from.artist} now redirects to that of ${to.title} / ${to.artist}.`,
      ),
    )
  return write(writes, values['dry-run'], `Applied the report to ${displayPath(path)}.`)
}

/** Writes the files, or with --dry-run prints them; then says what was done. */
function write(writes: FileWrite[], dryRun: boolean, done: string): number {
  if (dryRun) {
    for (const write of writes)
      process.stdout.write(`--- ${displayPath(write.path)}\n${write.text}`)
    console.log('Dry run: nothing was written.')
    return 0
  }
  writeFilesAtomically(writes)
  console.log(printable(done))
  return 0
}

/**
 * A search that found nothing: its query becomes an alias or the reading of the song the fan
 * picked (apply-miss.ts). One the catalogue finds already writes nothing and is no error.
 */
async function applyMissTo(
  content: string,
  catalogue: SongCatalogue,
  miss: MissRecord,
  dryRun: boolean,
): Promise<number> {
  const songsFile = catalogueFile(content)
  const shown = displayPath(songsFile)
  const applied = applyMiss(catalogue, miss, shown)
  if ('error' in applied) return refuse(applied.error)
  if ('unchanged' in applied) {
    console.log(printable(applied.unchanged))
    console.log('Nothing was written.')
    return 0
  }
  console.log(printable(applied.change))
  for (const note of applied.notes) console.log(printable(`note: ${note}`))
  const text = await catalogueTextWithSongs(readFileSync(songsFile, 'utf8'), applied.songs)
  return write([{ path: songsFile, text }], dryRun, `Applied the search miss to ${shown}.`)
}

runWhenCalled(import.meta.url, main)
