// `npm run report:show`: lists the reports fans sent through the site's own form (Netlify Forms),
// from Netlify's CSV export of the report form: each with the stream file and song index it names,
// what is wrong and the correction, so the maintainer sees at once which to apply; then the
// searches that found nothing, grouped by what was typed, the most sent first, with the songs fans
// picked for each. See docs/maintaining.md.
import { parseArgs } from 'node:util'

import { type ReadRecord, readReportBlock } from '#src/shared/fan-issues/report-block.ts'
import type { MissRecord } from '#src/shared/fan-issues/report-record.ts'
import { foldForSearch } from '#src/shared/search/search-fold.ts'
import { songKey } from '#src/shared/song-model/keys/song-key.ts'

import { readBounded } from './add-streams/comment-input.ts'
import { MAX_SHEET_BYTES } from './data-import/sheet-text.ts'
import { printable, readOptions, runWhenCalled, songLine, userPath } from './lib/cli.ts'
import { readSubmissions } from './lib/netlify-submissions.ts'

const usage = `usage: npm run report:show -- --submission <export.csv>
Lists the reports of Netlify's CSV export of the report form (Forms, report, Download as CSV), then
its searches that found nothing, by what was typed, the most sent first.`

const options = { submission: { type: 'string' } } as const

function readArgs(args: string[]) {
  const { values } = parseArgs({ args, options, strict: true })
  if (values.submission === undefined) throw new Error('--submission: the export to read')
  return { submission: values.submission }
}

/** A search that found nothing, and the export's row that sent it. */
interface Miss {
  row: number
  record: MissRecord
}

/** The misses of one text, as search folds it: as first typed, and the songs picked for it. */
export interface MissGroup {
  query: string
  rows: number[]
  /** Each song picked, as first named, and how often; the same song as the site counts songs. */
  songs: { title: string; artist: string; count: number }[]
  /** How many sent it without picking a song. */
  unpicked: number
}

/** The misses grouped by what was typed (folded for search), the most sent first. */
export function missGroups(misses: readonly Miss[]): MissGroup[] {
  const groups = new Map<string, MissGroup>()
  for (const { row, record } of misses) {
    const key = foldForSearch(record.query)
    let group = groups.get(key)
    if (!group) groups.set(key, (group = { query: record.query, rows: [], songs: [], unpicked: 0 }))
    group.rows.push(row)
    const { song } = record
    if (!song) {
      group.unpicked++
      continue
    }
    const same = songKey({ songName: song.title, singer: song.artist })
    const picked = group.songs.find(
      (s) => songKey({ songName: s.title, singer: s.artist }) === same,
    )
    if (picked) picked.count++
    else group.songs.push({ title: song.title, artist: song.artist, count: 1 })
  }
  // Sorts are stable: among equals, the first sent stays first.
  const sorted = [...groups.values()].sort((a, b) => b.rows.length - a.rows.length)
  for (const group of sorted) group.songs.sort((a, b) => b.count - a.count)
  return sorted
}

/** `3× kokoronashi → 心做し / 初音ミク (2), no song picked (1)  (rows 3, 4, 6)`. */
export function missLine(group: MissGroup): string {
  const picked = group.songs.map((song) => `${songLine(song.title, song.artist)} (${song.count})`)
  if (group.unpicked > 0) picked.push(`no song picked (${group.unpicked})`)
  const rows = `${group.rows.length === 1 ? 'row' : 'rows'} ${group.rows.join(', ')}`
  return `${group.rows.length}× ${group.query} → ${picked.join(', ')}  (${rows})`
}

/**
 * One line: where the report points, what is wrong, what it asks for and the fan's note. A report
 * with no correction (その他, or a video said broken with no new address) is marked as one
 * `report:apply` refuses: its note is what the maintainer acts on.
 */
export function reportLine(record: ReadRecord): string {
  const place =
    record.songIndex === undefined ? record.file : `${record.file} songList[${record.songIndex}]`
  const asked = Object.entries(record.correction).map(([field, value]) => `${field} → ${value}`)
  if (asked.length === 0) asked.push('(nothing to apply: edit by hand)')
  const note = record.note?.trim() ? [`note: ${record.note.trim()}`] : []
  return [place, record.problem, ...asked, ...note].join('  ')
}

export async function main(args: string[]): Promise<number> {
  const values = readOptions(readArgs, args, usage)
  if (!values) return 2
  const file = values.submission
  const bytes = readBounded(userPath(file), MAX_SHEET_BYTES)
  if (!bytes) {
    console.error(`error: ${printable(file)} is over ${MAX_SHEET_BYTES / 1024 / 1024} MB`)
    return 1
  }
  const read = readSubmissions(bytes)
  if ('error' in read) {
    console.error(`error: ${printable(`${file}: ${read.error}`)}`)
    return 1
  }
  const misses: Miss[] = []
  for (const { row, body } of read.submissions) {
    const report = readReportBlock(body)
    if ('miss' in report) {
      misses.push({ row, record: report.miss })
      continue
    }
    // Fans' text: escape bytes in it must not drive the terminal.
    const line = 'error' in report ? `not a report: ${report.error}` : reportLine(report.record)
    console.log(`${row}: ${printable(line)}`)
  }
  const groups = missGroups(misses)
  if (groups.length > 0) {
    console.log('Searches that found nothing, by what was typed, the most sent first:')
    for (const group of groups) console.log(printable(missLine(group)))
  }
  const reports = read.submissions.length - misses.length
  const missCount =
    misses.length === 0
      ? ''
      : `, ${misses.length} search ${misses.length === 1 ? 'miss' : 'misses'} (${groups.length} ${groups.length === 1 ? 'text' : 'texts'})`
  console.log(
    `${reports} reports${missCount}. To apply one, save its body (the "body" cell) as a file ` +
      'and run: npm run report:apply -- --issue --file <file>',
  )
  return 0
}

runWhenCalled(import.meta.url, main)
