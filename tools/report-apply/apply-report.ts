// A fan's report applied to its stream entry: only when the entry still holds what the fan saw,
// so a report already dealt with, or about a file that has changed since, is never applied twice.
import type { ReadRecord } from '#src/shared/fan-issues/report-block.ts'
import { commentTimeSeconds } from '#src/shared/setlist/comment-time.ts'
import { issuePath, validateStream } from '#src/shared/song-model/checks/validate.ts'
import type { RawSong, RawStream } from '#src/shared/song-model/schema-types/stream-file.gen.ts'
import { removalNotice, removeZeroWidthIn } from '#src/shared/song-model/text/zero-width.ts'
import { formatSongTime, parseSongTime } from '#src/shared/song-model/time/song-time.ts'
import { parseStreamDate } from '#src/shared/song-model/time/stream-date.ts'
import { canonicalVideoLink, parseVideoLink } from '#src/shared/song-model/time/video-link.ts'

export type Applied = { entry: RawStream; changes: string[] } | { error: string }

const videoOf = (song: RawSong) => parseVideoLink(song.songLink)?.videoId ?? ''

/** A day as YYYY/M/D (the data's form) or YYYY-MM-DD (the report's), in the report's form. */
const dayOf = (text: string) => parseStreamDate(text.trim().replace(/-/g, '/'))

/** The value a quoted field has in the data, in the form the report quotes it. */
function sameValue(field: string, quoted: string, actual: string): boolean {
  // One text is one value: else a refusal would give the same text as the value now and before.
  if (quoted === actual) return true
  if (field === 'songTime') return parseSongTime(quoted) === parseSongTime(actual)
  if (field === 'songLink') {
    const [a, b] = [parseVideoLink(quoted), parseVideoLink(actual)]
    return !!a && !!b && a.videoId === b.videoId && a.startSeconds === b.startSeconds
  }
  // A day is one day in either form, at any zero padding: 2025/3/9 is 2025-03-09.
  if (field === 'date') return dayOf(quoted) !== null && dayOf(quoted) === dayOf(actual)
  return quoted === actual
}

/** The first quoted value the entry no longer holds, as a sentence; null when all still match. */
function staleValue(current: Record<string, string>, actual: Record<string, unknown>, at: string) {
  for (const [field, quoted] of Object.entries(current)) {
    const now = String(actual[field] ?? '')
    if (!sameValue(field, quoted, now))
      return `${at}.${field} is now ${JSON.stringify(now)}, not ${JSON.stringify(quoted)} as the report says: already fixed, or the file changed since`
  }
  return null
}

/** A time as the fan or maintainer wrote it (full-width too), in the data's one form. */
function timeOf(text: string): number | string {
  return (
    commentTimeSeconds(text.trim()) ?? `${JSON.stringify(text)} is not a time (m:ss or h:mm:ss)`
  )
}

/** The video a corrected link names, or why it names none. */
function videoIdOf(url: string): string | { error: string } {
  return (
    parseVideoLink(url.trim())?.videoId ?? {
      error: `${JSON.stringify(url)} is not a YouTube video link`,
    }
  )
}

function correctSong(
  song: RawSong,
  record: ReadRecord,
): { song: RawSong; changes: string[] } | { error: string } {
  const { correction } = record
  const next: RawSong = { ...song }
  if (correction.songName !== undefined) next.songName = correction.songName.trim()
  if (correction.singer !== undefined) next.singer = correction.singer.trim()
  let seconds = parseSongTime(song.songTime) ?? 0
  if (correction.songTime !== undefined) {
    const time = timeOf(correction.songTime)
    if (typeof time === 'string') return { error: `correction.songTime: ${time}` }
    seconds = time
    next.songTime = formatSongTime(time)
  }
  if (correction.songEndTime !== undefined) {
    const end = timeOf(correction.songEndTime)
    if (typeof end === 'string') return { error: `correction.songEndTime: ${end}` }
    next.songEndTime = formatSongTime(end)
  }
  let videoId = videoOf(song)
  if (correction.videoUrl !== undefined) {
    const read = videoIdOf(correction.videoUrl)
    if (typeof read !== 'string') return { error: `correction.videoUrl: ${read.error}` }
    videoId = read
  }
  // The link's t= follows the start, whichever of the two changed.
  if (seconds !== parseVideoLink(song.songLink)?.startSeconds || videoId !== videoOf(song))
    next.songLink = canonicalVideoLink(videoId, seconds)
  const changes = (Object.keys(next) as (keyof RawSong)[])
    .filter((field) => next[field] !== song[field])
    .map((field) => `${field}: ${song[field] ?? '(none)'} → ${next[field]}`)
  return { song: next, changes }
}

/** A stream report's missing song, placed by its time among its video's songs. */
function addMissingSong(stream: RawStream, record: ReadRecord): Applied {
  const { songTime, songName, singer, videoUrl } = record.correction
  if (!songTime || !songName || !singer)
    return { error: 'a missing-song report needs correction.songTime, songName and singer' }
  const videos = [...new Set(stream.songList.map(videoOf))]
  const videoId = videoUrl === undefined ? videos[0] : videoIdOf(videoUrl)
  if (typeof videoId !== 'string') return { error: `correction.videoUrl: ${videoId?.error}` }
  if (videoUrl === undefined && videos.length !== 1)
    return {
      error: `the stream spans ${videos.length} videos: add correction.videoUrl to say which`,
    }
  const seconds = timeOf(songTime)
  if (typeof seconds === 'string') return { error: `correction.songTime: ${seconds}` }
  const song: RawSong = {
    showDate: true,
    songName: songName.trim(),
    singer: singer.trim(),
    songTime: formatSongTime(seconds),
    songLink: canonicalVideoLink(videoId, seconds),
  }
  const same = stream.songList.findIndex(
    (s) =>
      videoOf(s) === videoId &&
      parseSongTime(s.songTime) === seconds &&
      s.songName === song.songName,
  )
  if (same >= 0)
    return {
      error: `songList[${same}] already is ${song.songName} at ${song.songTime}: already added`,
    }
  const inVideo = stream.songList
    .map((s, i) => ({ s, i }))
    .filter(({ s }) => videoOf(s) === videoId)
  const after = inVideo.find(({ s }) => (parseSongTime(s.songTime) ?? 0) > seconds)
  const at = after?.i ?? (inVideo.at(-1)?.i ?? stream.songList.length - 1) + 1
  const songList = stream.songList.toSpliced(at, 0, song)
  return {
    entry: { ...stream, songList },
    changes: [`songList[${at}]: added ${song.songName} / ${song.singer} at ${song.songTime}`],
  }
}

/** A stream report's new link: every song moves to it when the stream has one video. */
function moveStreamVideo(stream: RawStream, url: string): Applied {
  const videos = new Set(stream.songList.map(videoOf))
  if (videos.size !== 1)
    return {
      error: `the stream spans ${videos.size} videos: apply a new link to each song's report instead`,
    }
  const videoId = videoIdOf(url)
  if (typeof videoId !== 'string') return { error: `correction.videoUrl: ${videoId.error}` }
  const songList = stream.songList.map((song) => ({
    ...song,
    songLink: canonicalVideoLink(videoId, parseSongTime(song.songTime) ?? 0),
  }))
  return {
    entry: { ...stream, songList },
    changes: [`every song's link: video ${[...videos][0]} → ${videoId}`],
  }
}

function applyToStream(stream: RawStream, record: ReadRecord): Applied {
  const stale = staleValue(
    record.current,
    { date: stream.date, streamName: stream.streamName },
    record.file,
  )
  if (stale) return { error: stale }
  if (record.problem === 'missing-song') return addMissingSong(stream, record)
  if (record.correction.videoUrl !== undefined)
    return moveStreamVideo(stream, record.correction.videoUrl)
  return {
    error: `a stream's "${record.problem}" report gives nothing to apply; read its note and edit the file by hand`,
  }
}

function applyToSong(stream: RawStream, record: ReadRecord, index: number): Applied {
  const song = stream.songList[index]
  const at = `${record.file} songList[${index}]`
  if (!song)
    return { error: `${at} does not exist: the stream has ${stream.songList.length} songs` }
  const stale = staleValue(record.current, { ...song }, at)
  if (stale) return { error: stale }
  if (Object.keys(record.correction).length === 0)
    return {
      error: `the "${record.problem}" report gives no correction; read its note and edit the file by hand`,
    }
  const corrected = correctSong(song, record)
  if ('error' in corrected) return corrected
  const songList = stream.songList.with(index, corrected.song)
  return {
    entry: { ...stream, songList },
    changes: corrected.changes.map((change) => `songList[${index}].${change}`),
  }
}

/**
 * The stream entry with the report's correction in it, and what changed; or why it cannot be
 * applied (a report of "other" is a person's to read, the values quoted are stale, the correction
 * is not a value the data can hold, or the corrected entry would fail the data checks).
 */
export function applyReport(stream: RawStream, record: ReadRecord): Applied {
  // What is wrong is in the fan's own words: a person reads it, whatever correction it carries.
  if (record.problem === 'other')
    return {
      error: `the report is marked "other", which needs a person: read its note and edit ${record.file} by hand`,
    }
  // A correction copied from somewhere may carry a zero-width character: mended, as every
  // importer does, rather than refused with advice meant for the content files.
  const mended = removeZeroWidthIn(record.correction)
  const clean = { ...record, correction: mended.value as ReadRecord['correction'] }
  const applied =
    clean.songIndex === undefined
      ? applyToStream(stream, clean)
      : applyToSong(stream, clean, clean.songIndex)
  if ('error' in applied) return applied
  const issue = validateStream(applied.entry)[0]
  if (issue)
    return {
      error: `the corrected ${record.file} would fail the checks: ${issuePath(issue)}: ${issue.message}`,
    }
  const notes = mended.removals.map(
    ({ field, removed }) => `(the report's ${field}): ${removalNotice(removed)}`,
  )
  return { ...applied, changes: [...applied.changes, ...notes] }
}
