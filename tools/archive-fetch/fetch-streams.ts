import { formatEndClamp } from '#src/shared/setlist/end-clamp.ts'
import {
  formatPrepareInfo,
  formatPrepareWarning,
  type KnownSong,
  knownSongsOf,
  prepareProblemWriter,
  prepareStream,
} from '#src/shared/setlist/prepare-stream.ts'
import type { RawStream } from '#src/shared/song-model/schema-types/stream-file.gen.ts'
import { byCodePoint } from '#src/shared/song-model/text/compare.ts'
import { removalNotice, removeZeroWidth } from '#src/shared/song-model/text/zero-width.ts'
import { parseStreamDate } from '#src/shared/song-model/time/stream-date.ts'
import { removeZeroWidthLines } from '#tools/add-streams/zero-width-input.ts'
import { titleHasWord } from '#tools/lib/title-words.ts'
import { type ApiClient, YouTubeApiError } from '#tools/youtube/api.ts'
import { topLevelComments } from '#tools/youtube/comments.ts'
import { readUploads, uploadsPlaylistId } from '#tools/youtube/uploads.ts'
import { type MalformedVideo, type VideoDetails, videoDetails } from '#tools/youtube/videos.ts'

import { addDays, dayIn, daysBetween, streamDate } from './days.ts'
import {
  type SetlistCandidate,
  setlistCandidates,
  type SetlistSource,
} from './setlist-candidates.ts'
import type { FetchState, GivenUpVideo, PendingVideo } from './state.ts'

export interface FetchSettings {
  channelId: string
  singingWords: readonly string[]
  requestWords: readonly string[]
  timeZone: string
}

export interface FetchInput {
  client: ApiClient
  settings: FetchSettings
  /** The archive's streams, checked. */
  streams: readonly RawStream[]
  state: FetchState
  /** Today in the settings' time zone, `YYYY-MM-DD`. */
  today: string
  /** Days a stream waits for a setlist before it is given up (at least 1). */
  giveUpDays: number
}

export interface FoundStream {
  video: VideoDetails
  /** Checked by `prepareStream`, as setlist:add checks a stream. */
  entry: RawStream
  source: SetlistSource
  /** What a maintainer should look at: warnings, lines with a time but no song, refused texts. */
  remarks: string[]
}

export interface FetchOutcome {
  /** In the order the streams began. */
  found: FoundStream[]
  /** The state to keep for the next run. */
  state: FetchState
  /** Given up on this run. */
  givenUp: GivenUpVideo[]
  /** Live or scheduled streams: looked at again once they are over. */
  notOver: VideoDetails[]
  /**
   * About streams not written: unreadable comments, refused setlists, vanished videos, videos
   * whose details are malformed, uploads whose id, title or time the archive could not hold.
   */
  notes: string[]
  /** Why the run ended early (YouTube's quota, a listing call that failed), or null. */
  stopped: { quota: boolean; message: string } | null
}

/**
 * The first day whose uploads are read: the newest archived stream's day less the give-up window,
 * so a stream published a little before it that is still waiting for a setlist is not missed.
 * An empty archive reads every upload.
 */
export function firstDayToRead(streams: readonly RawStream[], giveUpDays: number): string | null {
  const days = streams.map((stream) => parseStreamDate(stream.date) ?? '').sort()
  const newest = days.at(-1)
  return newest ? addDays(newest, -giveUpDays) : null
}

const videoUrl = (videoId: string) => `https://www.youtube.com/watch?v=${videoId}`

export const describeSource = (source: SetlistSource) =>
  source.kind === 'comment'
    ? `the comment ${source.commentId} by ${source.author}`
    : 'the description'

// The stream's fields come from its video here, not from setlist:add's options (--name...).
const formatProblem = prepareProblemWriter({
  date: "the video's date",
  name: "the video's title",
  url: "the video's address",
})

interface Attempt {
  found?: { entry: RawStream; candidate: SetlistCandidate; remarks: string[] }
  refused: string[]
}

/** The first candidate that passes every check setlist:add runs; why each better one did not. */
function firstPassing(
  candidates: readonly SetlistCandidate[],
  video: VideoDetails,
  settings: FetchSettings,
  known: readonly KnownSong[],
): Attempt {
  const refused: string[] = []
  const day = dayIn(video.actualStartTime ?? video.publishedAt, settings.timeZone)
  const title = removeZeroWidth(video.title)
  const titleMended = title.removed.length > 0 ? [`the title: ${removalNotice(title.removed)}`] : []
  for (const candidate of candidates) {
    const comment = removeZeroWidthLines(candidate.text)
    const prepared = prepareStream({
      comment: comment.text,
      url: videoUrl(video.id),
      date: streamDate(day),
      streamName: title.text.trim(),
      request: titleHasWord(title.text, settings.requestWords),
      source: candidate.source,
      known,
      clampEnds: true,
    })
    const where = describeSource(candidate.source)
    if (!prepared.entry) {
      const problems = prepared.errors.map(formatProblem).join('; ')
      refused.push(`${where} was not used: ${problems}`)
      continue
    }
    // Lines without a time are most of a description: only those with one may have lost a song.
    const timed = { ...prepared, skipped: prepared.skipped.filter((s) => s.reason !== 'no-time') }
    const remarks = [
      ...refused,
      ...titleMended,
      ...comment.notices.map((notice) => `${where}: ${notice}`),
      ...prepared.warnings.map((w) => `${where}: ${formatPrepareWarning(w)}`),
      ...prepared.clamped.map((clamp) => `${where}: ${formatEndClamp(clamp)}`),
      ...formatPrepareInfo(timed).map((line) => `${where}: ${line}`),
    ]
    return { found: { entry: prepared.entry, candidate, remarks }, refused }
  }
  return { refused }
}

/**
 * Finds the channel's singing streams the archive does not have and reads each one's setlist
 * from its comments or description. Nothing is written here: the caller writes what it returns.
 */
export async function fetchNewStreams(input: FetchInput): Promise<FetchOutcome> {
  const { client, settings, state, today, giveUpDays } = input
  const outcome: FetchOutcome = {
    found: [],
    state: { pending: [], givenUp: [...state.givenUp] },
    givenUp: [],
    notOver: [],
    notes: [],
    stopped: null,
  }
  const known: KnownSong[] = knownSongsOf(input.streams)
  const skip = new Set([...known, ...state.pending, ...state.givenUp].map((v) => v.videoId))
  const waiting: PendingVideo[] = [...state.pending]
  const wasPending = new Set(state.pending.map((video) => video.videoId))
  /** Ends the run: every stream not yet looked at is kept for the next one. */
  const stop = (error: unknown, rest: readonly PendingVideo[]) => {
    for (const video of rest) outcome.state.pending.push(video)
    const quota = error instanceof YouTubeApiError && error.reason === 'quotaExceeded'
    outcome.stopped = { quota, message: (error as Error).message }
    return outcome
  }
  const age = (video: PendingVideo) => {
    if (daysBetween(video.firstSeen, today) < giveUpDays) return outcome.state.pending.push(video)
    const givenUp = { ...video, givenUp: today }
    outcome.state.givenUp.push(givenUp)
    outcome.givenUp.push(givenUp)
  }

  let details: { videos: VideoDetails[]; malformed: MalformedVideo[] }
  try {
    const playlist = await uploadsPlaylistId(client, settings.channelId)
    const firstDay = firstDayToRead(input.streams, giveUpDays)
    const isOld = (publishedAt: string) =>
      firstDay !== null && dayIn(publishedAt, settings.timeZone) < firstDay
    const { uploads, leftOut } = await readUploads(client, playlist, (upload) =>
      isOld(upload.publishedAt),
    )
    for (const note of leftOut) outcome.notes.push(note)
    for (const upload of uploads) {
      if (isOld(upload.publishedAt) || skip.has(upload.videoId)) continue
      if (!titleHasWord(upload.title, settings.singingWords)) continue
      skip.add(upload.videoId)
      waiting.push({ videoId: upload.videoId, title: upload.title, firstSeen: today })
    }
    details = await videoDetails(
      client,
      waiting.map((video) => video.videoId),
    )
  } catch (error) {
    return stop(error, waiting)
  }

  const byId = new Map(details.videos.map((video) => [video.id, video]))
  const malformed = new Map(details.malformed.map((video) => [video.id, video.problem]))
  const began = (video: PendingVideo) => {
    const found = byId.get(video.videoId)
    return found ? (found.actualStartTime ?? found.publishedAt) : '~'
  }
  // A stream still live or scheduled has no setlist yet: it is found again once it is over.
  const over = waiting.filter((waiter) => {
    const video = byId.get(waiter.videoId)
    if (!video || video.liveBroadcastContent === 'none') return true
    outcome.notOver.push(video)
    if (wasPending.has(waiter.videoId)) outcome.state.pending.push(waiter)
    return false
  })
  over.sort((a, b) => byCodePoint(began(a), began(b)))
  for (const [index, waiter] of over.entries()) {
    const video = byId.get(waiter.videoId)
    const named = `${waiter.title} (${waiter.videoId})`
    const problem = malformed.get(waiter.videoId)
    if (problem !== undefined) {
      outcome.notes.push(`${named}: skipped: its details from YouTube are malformed (${problem})`)
      age(waiter)
      continue
    }
    if (!video) {
      outcome.notes.push(`${named}: YouTube no longer lists it (deleted or made private?)`)
      age(waiter)
      continue
    }
    let comments
    try {
      comments = await topLevelComments(client, video.id)
    } catch (error) {
      if (error instanceof YouTubeApiError && error.reason === 'quotaExceeded')
        return stop(error, over.slice(index))
      outcome.notes.push(`${named}: ${(error as Error).message}`)
      age(waiter)
      continue
    }
    const candidates = setlistCandidates(comments ?? [], video.description, videoUrl(video.id))
    const attempt = firstPassing(candidates, video, settings, known)
    const disabled = comments === null ? ['its comments are disabled'] : []
    if (!attempt.found) {
      for (const line of [...disabled, ...attempt.refused]) outcome.notes.push(`${named}: ${line}`)
      age(waiter)
      continue
    }
    const { entry, candidate, remarks } = attempt.found
    for (const song of knownSongsOf([entry])) known.push(song)
    outcome.found.push({
      video,
      entry,
      source: candidate.source,
      remarks: [...disabled, ...remarks],
    })
  }
  return outcome
}
