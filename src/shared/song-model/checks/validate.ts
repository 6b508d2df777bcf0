import streamSchema from '#schemas/stream.schema.json' with { type: 'json' }
import type { RawStream } from '#src/shared/song-model/schema-types/stream-file.gen.ts'
import { nextInVideo } from '#src/shared/song-model/time/end-times.ts'
import { parseSongTime } from '#src/shared/song-model/time/song-time.ts'
import { parseStreamDate } from '#src/shared/song-model/time/stream-date.ts'
import { parseVideoLink } from '#src/shared/song-model/time/video-link.ts'

import { quote, schemaChecker } from './schema-check.ts'

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

// The shape (fields, types, forms of dates, times and links) is the schema's, word for word.
const checkShape = schemaChecker(streamSchema)

type Report = (field: string, message: string) => void

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A song's fields that passed the schema, for the checks it cannot express. */
function wellFormed(song: unknown, bad: ReadonlySet<string>) {
  if (!isRecord(song)) return null
  const text = (field: string) =>
    typeof song[field] === 'string' && !bad.has(field) ? song[field] : undefined
  return {
    songTime: text('songTime'),
    songEndTime: text('songEndTime'),
    songLink: text('songLink'),
  }
}

/**
 * What the schema cannot say: the date is a real calendar day, a link's offset is its song's
 * start, and an end time comes after its start and not after the next song's in the same video.
 */
function checkMeaning(
  stream: Record<string, unknown>,
  bad: (songIndex?: number) => ReadonlySet<string>,
  reportAt: (songIndex?: number) => Report,
): void {
  if (typeof stream.date === 'string' && !bad().has('date') && !parseStreamDate(stream.date))
    reportAt()('date', `${quote(stream.date)} is not a real calendar date in YYYY/M/D form`)
  if (!Array.isArray(stream.songList) || bad().has('songList')) return
  const songs = stream.songList.map((song, i) => wellFormed(song, bad(i)))
  const timings = songs.map((song) => {
    const start = song?.songTime === undefined ? null : parseSongTime(song.songTime)
    const link = song?.songLink === undefined ? null : parseVideoLink(song.songLink)
    const end = song?.songEndTime === undefined ? null : parseSongTime(song.songEndTime)
    return { start, link, end }
  })
  const videos = timings.map(({ link, start }) => ({ videoId: link?.videoId, start }))
  songs.forEach((song, i) => {
    const report = reportAt(i)
    const { start, link, end } = timings[i]!
    if (song?.songLink !== undefined) {
      // The schema reads the first of repeated parameters as a browser does not.
      if (!link || link.startSeconds === null)
        report('songLink', `${quote(song.songLink)} is not a link this site can read`)
      else if (start !== null && link.startSeconds !== start)
        report(
          'songLink',
          `t=${link.startSeconds}s does not match songTime ${song.songTime} (${start}s)`,
        )
    }
    if (end === null || start === null) return
    if (end <= start) {
      report('songEndTime', `${song?.songEndTime} is not after songTime ${song?.songTime}`)
      return
    }
    const nextIndex = nextInVideo(videos, i)
    const next = songs[nextIndex]
    const nextStart = timings[nextIndex]?.start
    if (next && nextStart != null && end > nextStart)
      report(
        'songEndTime',
        `${song?.songEndTime} is after the next song in this video starts (songList[${nextIndex}] at ${next.songTime})`,
      )
  })
}

/**
 * Every problem in a stream file's content (a stream entry, with or without the `$schema` link
 * editors read); an empty list means the entry is valid.
 */
export function validateStream(content: unknown): StreamIssue[] {
  const issues: StreamIssue[] = []
  const badFields = new Map<number | undefined, Set<string>>()
  for (const { path, message } of checkShape(content)) {
    const songIndex = path[0] === 'songList' && typeof path[1] === 'number' ? path[1] : undefined
    const rest = songIndex === undefined ? path : path.slice(2)
    const field = String(rest[0] ?? (songIndex === undefined ? 'stream' : 'songList'))
    issues.push({ ...(songIndex === undefined ? {} : { songIndex }), field, message })
    const bad = badFields.get(songIndex) ?? new Set()
    badFields.set(songIndex, bad.add(field))
  }
  if (isRecord(content)) {
    const bad = (songIndex?: number) => badFields.get(songIndex) ?? new Set<string>()
    checkMeaning(content, bad, (songIndex) => (field, message) => {
      issues.push({ ...(songIndex === undefined ? {} : { songIndex }), field, message })
    })
  }
  // Stream-level problems first, then each song's, as a fan reads the file.
  return issues.sort((a, b) => (a.songIndex ?? -1) - (b.songIndex ?? -1))
}

declare const checked: unique symbol

/**
 * A stream entry that passed every check of `validateStream`: the build reads each file through
 * `checkStream` and builds the model from what it read without checking it again.
 */
export type CheckedStream = RawStream & { readonly [checked]: true }

/** A stream file's content as a checked entry, without the `$schema` link editors read; or its issues. */
export function checkStream(
  content: unknown,
): { stream: CheckedStream; issues?: never } | { issues: StreamIssue[] } {
  const issues = validateStream(content)
  if (issues.length > 0) return { issues }
  const stream = { ...(content as RawStream) }
  delete stream.$schema
  return { stream: stream as CheckedStream }
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
