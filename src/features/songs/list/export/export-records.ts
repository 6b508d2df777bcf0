import type { Performance } from '#src/shared/song-model/song-model.ts'
import { formatSongTime } from '#src/shared/song-model/time/song-time.ts'
import { artistName } from '#src/shared/ui/artist-name.tsx'

/**
 * One performance as the export writes it; the CSV header and the JSON keys are these names, in
 * this order (docs/song-list.md, "Export").
 */
export interface ExportRecord {
  /** `YYYY-MM-DD`, or null when the date is hidden. */
  date: string | null
  stream: string
  title: string
  artist: string
  /** Where the song starts in its video, `h:mm:ss`. */
  start: string
  /** The video at that moment. */
  link: string
}

const fields = [
  'date',
  'stream',
  'title',
  'artist',
  'start',
  'link',
] as const satisfies readonly (keyof ExportRecord)[]

export function exportRecords(performances: readonly Performance[]): ExportRecord[] {
  return performances.map((p) => ({
    date: p.dateVisible ? p.isoDate : null,
    stream: p.streamName,
    title: p.songName,
    artist: artistName(p.singer),
    start: formatSongTime(p.startSeconds, true),
    link: p.link,
  }))
}

// RFC 4180: a field holding a comma, a quote or a line break is quoted, its quotes doubled.
const quoted = (value: string) => `"${value.replaceAll('"', '""')}"`

// A spreadsheet runs a cell that begins with one of these as a formula (`=cmd|' /C calc'!A0`, a
// title a fan opens the file with). As OWASP advises for CSV injection, a leading single quote
// makes it text, and the quotes keep it one field.
const formulaStart = /^[=+\-@\t\r]/

const csvField = (value: string | null) => {
  if (value === null) return ''
  if (formulaStart.test(value)) return quoted(`'${value}`)
  return /[",\r\n]/.test(value) ? quoted(value) : value
}

/**
 * CSV with a header row and CRLF line ends, behind a byte order mark: without it, Excel reads
 * UTF-8 as the system's legacy code page and garbles Japanese and Chinese.
 */
export function toCsv(records: readonly ExportRecord[]): string {
  const rows = [fields, ...records.map((r) => fields.map((field) => r[field]))]
  return `\uFEFF${rows.map((row) => row.map(csvField).join(',') + '\r\n').join('')}`
}

/** The same records as a JSON array, indented for reading; no byte order mark (RFC 8259). */
export function toJson(records: readonly ExportRecord[]): string {
  return `${JSON.stringify(records, null, 2)}\n`
}
