import { parseSongTime } from './song-time'
import { parseStreamDate } from './stream-date'
import { parseVideoLink } from './video-link'

export interface ValidationIssue {
  /** The stream's raw `date` (empty when it has none), so a fan can find the entry. */
  streamDate: string
  streamIndex: number
  songIndex?: number
  field: string
  message: string
}

type Kind = 'string' | 'boolean'
const streamFields: Record<string, { kind: Kind; optional?: boolean }> = {
  date: { kind: 'string' },
  streamName: { kind: 'string' },
  showList: { kind: 'boolean' },
  showDate: { kind: 'boolean' },
  category: { kind: 'string', optional: true },
}
const songFields: Record<string, { kind: Kind; optional?: boolean }> = {
  showDate: { kind: 'boolean' },
  songName: { kind: 'string' },
  singer: { kind: 'string' },
  songTime: { kind: 'string' },
  songLink: { kind: 'string' },
  songKana: { kind: 'string', optional: true },
}
const categories = ['general', 'request']

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

type Report = (field: string, message: string) => void

/** Checks each known field's type, flags unknown fields (usually typos), and rejects empty text. */
function checkShape(
  entry: Record<string, unknown>,
  fields: Record<string, { kind: Kind; optional?: boolean }>,
  extra: string[],
  report: Report,
): void {
  for (const [field, spec] of Object.entries(fields)) {
    const value = entry[field]
    if (value === undefined) {
      if (!spec.optional) report(field, 'is missing')
    } else if (typeof value !== spec.kind) {
      report(field, `must be a ${spec.kind}`)
    } else if (spec.kind === 'string' && (value as string).trim() === '') {
      report(field, 'must not be empty')
    }
  }
  for (const field of Object.keys(entry)) {
    if (!(field in fields) && !extra.includes(field)) report(field, 'is not a known field')
  }
}

function checkSong(song: unknown, report: Report): void {
  if (!isRecord(song)) {
    report('songList', 'each song must be an object')
    return
  }
  checkShape(song, songFields, [], report)
  const seconds = typeof song.songTime === 'string' ? parseSongTime(song.songTime) : null
  if (typeof song.songTime === 'string' && seconds === null) {
    report('songTime', `"${song.songTime}" is not m:ss, mm:ss, h:mm:ss or hh:mm:ss`)
  }
  if (typeof song.songLink !== 'string') return
  const link = parseVideoLink(song.songLink)
  if (!link) {
    report(
      'songLink',
      `"${song.songLink}" is not an https YouTube link (youtube.com/watch?v=, youtu.be/, youtube.com/live/) with an 11-character video id and a readable t=`,
    )
  } else if (link.startSeconds === null) {
    report('songLink', 'has no t= start offset')
  } else if (seconds !== null && link.startSeconds !== seconds) {
    report(
      'songLink',
      `t=${link.startSeconds}s does not match songTime ${String(song.songTime)} (${seconds}s)`,
    )
  }
}

function checkStream(stream: unknown, streamIndex: number, issues: ValidationIssue[]): void {
  const streamDate = isRecord(stream) && typeof stream.date === 'string' ? stream.date : ''
  const reportAt =
    (songIndex?: number): Report =>
    (field, message) =>
      issues.push({
        streamDate,
        streamIndex,
        ...(songIndex === undefined ? {} : { songIndex }),
        field,
        message,
      })
  const report = reportAt()
  if (!isRecord(stream)) {
    report('stream', 'must be an object')
    return
  }
  checkShape(stream, streamFields, ['songList'], report)
  if (streamDate && parseStreamDate(streamDate) === null) {
    report('date', `"${streamDate}" is not a real calendar date in YYYY/M/D form`)
  }
  if (typeof stream.category === 'string' && !categories.includes(stream.category)) {
    report('category', `"${stream.category}" must be "general" or "request"`)
  }
  if (!Array.isArray(stream.songList)) {
    report('songList', 'must be an array of songs')
    return
  }
  stream.songList.forEach((song, songIndex) => checkSong(song, reportAt(songIndex)))
}

/** Every problem in the raw stream data; an empty list means the data is valid. */
export function validateStreams(input: unknown): ValidationIssue[] {
  const issues: ValidationIssue[] = []
  if (!Array.isArray(input)) {
    return [{ streamDate: '', streamIndex: -1, field: 'streams', message: 'must be an array' }]
  }
  input.forEach((stream, index) => checkStream(stream, index, issues))
  return issues
}

/** One line a fan can act on: which stream, which song, which field, what is wrong. */
export function formatValidationIssue(issue: ValidationIssue): string {
  const stream = `stream ${issue.streamDate || '(no date)'} (streams[${issue.streamIndex}])`
  const path =
    issue.songIndex === undefined ? issue.field : `songList[${issue.songIndex}].${issue.field}`
  return `${stream} ${path}: ${issue.message}`
}
