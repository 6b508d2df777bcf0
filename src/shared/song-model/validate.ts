import { parseSongTime } from './song-time'
import { parseStreamDate } from './stream-date'
import { parseVideoLink, youtubeLinkForm } from './video-link'

/** A problem within one stream entry. */
export interface StreamIssue {
  songIndex?: number
  field: string
  message: string
}

export interface ValidationIssue extends StreamIssue {
  /** The stream's raw `date` (empty when it has none), so a fan can find the entry. */
  streamDate: string
  streamIndex: number
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
  songEndTime: { kind: 'string', optional: true },
  songLink: { kind: 'string' },
}
// Fields that once belonged here, and where they live now.
const movedFields: Record<string, string> = {
  songKana: 'has moved: a reading is written once per song, as "reading" in songs.json',
}
const categories = ['general', 'request']
// C0 and C1 controls (tab and line breaks included): every field is one line of plain text.
const controlCharacter = /\p{Cc}/u

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

type Report = (field: string, message: string) => void

/**
 * Checks each known field's type, flags unknown fields (usually typos), and rejects empty text
 * and control characters.
 */
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
    } else if (spec.kind === 'string') {
      const text = value as string
      const control = controlCharacter.exec(text)?.[0]
      if (text.trim() === '') report(field, 'must not be empty')
      else if (control) report(field, `contains a control character (${codePoint(control)})`)
    }
  }
  for (const field of Object.keys(entry)) {
    if (!(field in fields) && !extra.includes(field))
      report(field, movedFields[field] ?? 'is not a known field')
  }
}

const codePoint = (char: string) =>
  `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`

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
  if (link?.startSeconds === null) {
    report('songLink', 'has no t= start offset')
  } else if (!link || !youtubeLinkForm.test(song.songLink)) {
    // The URL parser forgives much (case, ports, fragments); the stored text must also have the
    // schema's plain form, so the build and editors accept the same links.
    report(
      'songLink',
      `"${song.songLink}" is not an https YouTube link (youtube.com/watch?v=, youtu.be/, youtube.com/live/) with an 11-character video id and a readable t=`,
    )
  } else if (seconds !== null && link.startSeconds !== seconds) {
    report(
      'songLink',
      `t=${link.startSeconds}s does not match songTime ${String(song.songTime)} (${seconds}s)`,
    )
  }
}

/** Every problem in one raw stream entry; an empty list means the entry is valid. */
export function validateStream(stream: unknown): StreamIssue[] {
  const issues: StreamIssue[] = []
  const reportAt =
    (songIndex?: number): Report =>
    (field, message) =>
      issues.push({ ...(songIndex === undefined ? {} : { songIndex }), field, message })
  const report = reportAt()
  if (!isRecord(stream)) {
    report('stream', 'must be an object')
    return issues
  }
  checkShape(stream, streamFields, ['songList'], report)
  if (typeof stream.date === 'string' && stream.date && parseStreamDate(stream.date) === null) {
    report('date', `"${stream.date}" is not a real calendar date in YYYY/M/D form`)
  }
  if (typeof stream.category === 'string' && !categories.includes(stream.category)) {
    report('category', `"${stream.category}" must be "general" or "request"`)
  }
  if (!Array.isArray(stream.songList)) {
    report('songList', 'must be an array of songs')
    return issues
  }
  stream.songList.forEach((song, songIndex) => checkSong(song, reportAt(songIndex)))
  checkEndTimes(stream.songList, reportAt)
  return issues
}

/** Start, end and video of a song whose fields parse, for the checks across songs. */
function timing(song: unknown): { start: number; end: number | null; video: string } | null {
  if (!isRecord(song) || typeof song.songTime !== 'string' || typeof song.songLink !== 'string')
    return null
  const start = parseSongTime(song.songTime)
  const video = parseVideoLink(song.songLink)?.videoId
  if (start === null || video === undefined) return null
  const end = typeof song.songEndTime === 'string' ? parseSongTime(song.songEndTime) : null
  return { start, end, video }
}

/**
 * An end time reads as a time, comes after its song's start, and not after the start of the next
 * song in the same video, so a song's segment never runs into the next one.
 */
function checkEndTimes(songs: unknown[], reportAt: (songIndex: number) => Report): void {
  const timings = songs.map(timing)
  songs.forEach((song, i) => {
    if (!isRecord(song) || typeof song.songEndTime !== 'string') return
    const report = reportAt(i)
    const own = timings[i]
    if (parseSongTime(song.songEndTime) === null) {
      report('songEndTime', `"${song.songEndTime}" is not m:ss, mm:ss, h:mm:ss or hh:mm:ss`)
      return
    }
    if (!own || own.end === null) return
    if (own.end <= own.start) {
      report('songEndTime', `${song.songEndTime} is not after songTime ${String(song.songTime)}`)
      return
    }
    const nextIndex = timings.findIndex((t, j) => j > i && t?.video === own.video)
    const next = timings[nextIndex]
    if (next && own.end > next.start) {
      const nextTime = (songs[nextIndex] as { songTime: string }).songTime
      report(
        'songEndTime',
        `${song.songEndTime} is after the next song in this video starts (songList[${nextIndex}] at ${nextTime})`,
      )
    }
  })
}

/**
 * Every problem in a stream file's content: a stream entry, plus the `$schema` link editors
 * read (any string; the site ignores it).
 */
export function validateStreamFile(content: unknown): StreamIssue[] {
  if (!isRecord(content) || !('$schema' in content)) return validateStream(content)
  const { $schema, ...stream } = content
  const link: StreamIssue[] =
    typeof $schema === 'string' ? [] : [{ field: '$schema', message: 'must be a string' }]
  return [...link, ...validateStream(stream)]
}

/** Every problem in the raw stream data; an empty list means the data is valid. */
export function validateStreams(input: unknown): ValidationIssue[] {
  if (!Array.isArray(input)) {
    return [{ streamDate: '', streamIndex: -1, field: 'streams', message: 'must be an array' }]
  }
  return input.flatMap((stream, streamIndex) => {
    const streamDate = isRecord(stream) && typeof stream.date === 'string' ? stream.date : ''
    return validateStream(stream).map((issue) => ({ streamDate, streamIndex, ...issue }))
  })
}

/** Where an issue is within its stream: `date`, or `songList[4].songTime`. */
export function issuePath(issue: StreamIssue): string {
  return issue.songIndex === undefined ? issue.field : `songList[${issue.songIndex}].${issue.field}`
}

/** One line a fan can act on: which stream, which song, which field, what is wrong. */
export function formatValidationIssue(issue: ValidationIssue): string {
  const stream = `stream ${issue.streamDate || '(no date)'} (streams[${issue.streamIndex}])`
  return `${stream} ${issuePath(issue)}: ${issue.message}`
}
