// The sheet's performances as stream entries: grouped by day and video, checked as the data
// checks will check them, and matched with the streams the archive already has.
import { appendAll } from '#src/lib/arrays.ts'
import { buildStreamEntry } from '#src/shared/setlist/build-entry.ts'
import { clampEnds, type EndClamp } from '#src/shared/setlist/end-clamp.ts'
import { validateStream } from '#src/shared/song-model/checks/validate.ts'
import type { RawStream } from '#src/shared/song-model/schema-types/stream-file.gen.ts'
import { parseStreamDate } from '#src/shared/song-model/time/stream-date.ts'
import { parseVideoLink } from '#src/shared/song-model/time/video-link.ts'

import type { ColumnField } from './columns.ts'
import type { RowProblem, SheetRow } from './sheet-rows.ts'

/** A stream file of the archive, as the import matches it. */
export interface ArchiveStream {
  name: string
  stream: RawStream
}

export interface PlannedStream {
  /** The entry the sheet gives, without `$schema`. */
  entry: RawStream
  videoId: string
  /** Its rows, in the entry's song order. */
  rows: SheetRow[]
  /** The archive's file (name) holding this day's stream of this video, if there is one. */
  existing?: string
}

export interface ImportPlan {
  streams: PlannedStream[]
  problems: RowProblem[]
  /** Ends that ran into the next song of their video, ended where it starts. */
  clamped: EndClamp[]
}

/** The sheet's column for each field of an entry, so a problem names what the fan typed. */
const columnOfField: Record<string, ColumnField> = {
  date: 'date',
  streamName: 'stream',
  songName: 'song',
  singer: 'artist',
  songTime: 'time',
  songEndTime: 'end',
  songLink: 'url',
}

/** Rows of one day and one video, in the sheet's order: one stream. */
function groupRows(rows: readonly SheetRow[]): SheetRow[][] {
  const groups = new Map<string, SheetRow[]>()
  for (const row of rows) {
    const key = `${parseStreamDate(row.date)} ${row.videoId}`
    groups.set(key, [...(groups.get(key) ?? []), row])
  }
  // Sorted by time within the video (stable, so rows at the same time stay in the sheet's order).
  return [...groups.values()].map((group) => group.toSorted((a, b) => a.seconds - b.seconds))
}

/**
 * A problem of the whole stream, on each of its rows: none of them can be imported, so each is
 * counted and named, and `--skip-bad` leaves them out at once.
 */
function streamProblem(rows: readonly SheetRow[], message: string): RowProblem[] {
  return rows.map((row) => ({ line: row.line, message }))
}

/** The stream's title: named on any of its rows, the same on each that names it. */
function streamNameOf(rows: readonly SheetRow[], problems: RowProblem[]): string {
  const named = rows.filter((row) => row.streamName !== '')
  const first = named[0]
  if (!first) {
    appendAll(problems, streamProblem(rows, 'no stream title on any row of this stream'))
    return ''
  }
  for (const row of named.slice(1)) {
    if (row.streamName !== first.streamName)
      problems.push({
        line: row.line,
        message: `stream title "${row.streamName}" differs from line ${first.line}'s "${first.streamName}" for the same day and video`,
      })
  }
  return first.streamName
}

/** Each video's archive stream: its file name and its day. */
function archiveVideos(archive: readonly ArchiveStream[]): Map<string, ArchiveStream> {
  const videos = new Map<string, ArchiveStream>()
  for (const file of archive) {
    for (const song of file.stream.songList) {
      const videoId = parseVideoLink(song.songLink)?.videoId
      if (videoId && !videos.has(videoId)) videos.set(videoId, file)
    }
  }
  return videos
}

/**
 * The streams the rows make, in the sheet's order, and every problem that would stop one from
 * passing the data checks, each named by a row's line. An end that runs into the next song of
 * its video is not one: it ends where that song starts, and is listed in `clamped`.
 */
export function planImport(
  rows: readonly SheetRow[],
  archive: readonly ArchiveStream[],
): ImportPlan {
  const problems: RowProblem[] = []
  const inArchive = archiveVideos(archive)
  const sheetVideos = new Map<string, SheetRow>()
  const clamped: EndClamp[] = []
  const streams = groupRows(rows).map((sorted): PlannedStream => {
    const { songs: group, clamped: moved } = clampEnds(sorted)
    appendAll(clamped, moved)
    const first = group[0]!
    const isoDate = parseStreamDate(first.date)
    const entry = buildStreamEntry(group, {
      date: first.date,
      streamName: streamNameOf(group, problems),
      request: group.some((row) => row.request),
    })
    for (const issue of validateStream(entry)) {
      // A stream without a title is named so above, once per row.
      if (issue.field === 'streamName' && entry.streamName === '') continue
      const message = `${columnOfField[issue.field] ?? issue.field}: ${issue.message}`
      const song = issue.songIndex === undefined ? undefined : group[issue.songIndex]
      appendAll(problems, song ? [{ line: song.line, message }] : streamProblem(group, message))
    }
    const other = sheetVideos.get(first.videoId)
    if (other)
      appendAll(
        problems,
        streamProblem(
          group,
          `video ${first.videoId} is on line ${other.line} with another date, ${other.date}`,
        ),
      )
    sheetVideos.set(first.videoId, first)
    const known = inArchive.get(first.videoId)
    const knownDate = known && parseStreamDate(known.stream.date)
    if (known && knownDate !== isoDate)
      appendAll(
        problems,
        streamProblem(
          group,
          `video ${first.videoId} is already in the archive on another day (${known.name})`,
        ),
      )
    const existing = known && knownDate === isoDate ? { existing: known.name } : {}
    return { entry, videoId: first.videoId, rows: group, ...existing }
  })
  return { streams, problems, clamped: clamped.sort((a, b) => a.line - b.line) }
}
