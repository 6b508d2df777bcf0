import { parseVideoLink } from '#src/shared/song-model/time/video-link.ts'

import { commentTimeSeconds } from './comment-time.ts'
import { splitTitle } from './split-title.ts'

export interface CommentSong {
  /** 1-based line of the comment the song came from. */
  line: number
  seconds: number
  /** The end of a range written on the line (`12:34 ~ 16:20`), if any. */
  endSeconds?: number
  songName: string
  /** Empty when the line names a title only, read with `keepTitleOnly`. */
  singer: string
  notes: string[]
  videoId: string
}

/**
 * A line that gave no song: it has no time, or nothing that reads as a title and an artist (a
 * title alone, unless read with `keepTitleOnly`).
 */
export interface SkippedLine {
  line: number
  text: string
  reason: 'no-time' | 'no-artist'
}

/** A song worth a second look: a repeat (left out), or a second song at the same time. */
export interface CommentNotice {
  line: number
  text: string
  kind: 'repeat' | 'same-time'
  /** The line it repeats or shares its time with. */
  earlier: number
}

/**
 * What stops a comment from becoming an entry. Kept as data, not sentences, so the command line
 * and the browser form each word it in their own language; `line` is null when the problem is not
 * on one line (a bad stream URL, no songs at all).
 */
export type CommentProblem =
  | { kind: 'stream-url'; line: null; url: string }
  | { kind: 'link'; line: number; link: string }
  | { kind: 'time'; line: number; token: string }
  | { kind: 'backwards'; line: number; token: string; earlier: number; earlierToken: string }
  | { kind: 'no-song'; line: null }

export interface ParsedComment {
  songs: CommentSong[]
  skipped: SkippedLine[]
  notices: CommentNotice[]
  errors: CommentProblem[]
}

const space = '[\\s\\u3000]'
const timeToken = '[0-9０-９]{1,3}[:：][0-9０-９]{2}(?:[:：][0-9０-９]{2})?(?![0-9０-９])'
const bullets = new RegExp(
  `^(?:${space}|[・•*●○◆◇■□▶►▷♪♫♬☆★\\-]|\\p{Extended_Pictographic}|\\uFE0F)*`,
  'u',
)
const numbering = new RegExp(
  `^(?:[0-9０-９]{1,3}[.．)）、]|[(（][0-9０-９]{1,3}[)）]|#[0-9０-９]{1,3}|[\\u2460-\\u2473\\u24F5-\\u24FE\\u2776-\\u277F\\u3251-\\u325F\\u32B1-\\u32BF])${space}*`,
  'u',
)
const leadingTime = new RegExp(`^[[［(（]?(${timeToken})[\\]］)）]?`)
// `12:34 ~ 16:20 title` (also -, 〜, ～, －, ；): a range's end is where the song ends.
const rangeEnd = new RegExp(`^${space}*[-~〜～－;；]${space}*(${timeToken})`)
const afterTime = new RegExp(`^${space}*[-–—~〜～:：|｜.．)）]?${space}*`)
/** A link anywhere on a comment line; a YouTube video link on its own starts the next video. */
export const linkInLine = /https?:\/\/[^\s<>"'（）()「」]+/

interface VideoState {
  videoId: string
  last?: CommentSong
  /** The time of `last` as the comment wrote it. */
  lastToken: string
}

function readTimedLine(
  text: string,
): { token: string; endToken: string | undefined; rest: string } | null {
  let rest = text.replace(bullets, '').replace(numbering, '').replace(bullets, '')
  const time = leadingTime.exec(rest)
  if (!time) return null
  rest = rest.slice(time[0].length)
  const end = rangeEnd.exec(rest)
  if (end) rest = rest.slice(end[0].length)
  return { token: time[1]!, endToken: end?.[1], rest: rest.replace(afterTime, '') }
}

export interface ParseOptions {
  /**
   * Read a line with a time and a title but no artist (`3:15 千本桜`) as a song whose singer is
   * empty, for a caller that can find or ask for the artist; otherwise it is skipped.
   */
  keepTitleOnly?: boolean
}

/**
 * Reads a fan's setlist comment. Songs before any link in the comment belong to `streamUrl`;
 * a YouTube link on its own line starts the next video. Nothing is thrown: every problem is
 * returned with its line.
 */
export function parseComment(
  comment: string,
  streamUrl: string,
  { keepTitleOnly = false }: ParseOptions = {},
): ParsedComment {
  const result: ParsedComment = { songs: [], skipped: [], notices: [], errors: [] }
  const stream = parseVideoLink(streamUrl)
  if (!stream) {
    result.errors.push({ kind: 'stream-url', line: null, url: streamUrl })
    return result
  }
  let video: VideoState = { videoId: stream.videoId, lastToken: '' }

  comment.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1
    const text = raw.trim()
    if (text === '') return
    const link = linkInLine.exec(text)?.[0]
    if (link) {
      const next = parseVideoLink(link)
      if (!next) {
        result.errors.push({ kind: 'link', line, link })
      }
      // After a bad link the clock still restarts, so its songs do not add "backwards" errors.
      if (next?.videoId !== video.videoId) video = { videoId: next?.videoId ?? '', lastToken: '' }
      return
    }
    const timed = readTimedLine(text)
    if (!timed) {
      result.skipped.push({ line, text, reason: 'no-time' })
      return
    }
    const seconds = commentTimeSeconds(timed.token)
    if (seconds === null) {
      result.errors.push({ kind: 'time', line, token: timed.token })
      return
    }
    const { songName, singer, notes } = splitTitle(timed.rest)
    if (songName === '' || (singer === '' && !keepTitleOnly)) {
      result.skipped.push({ line, text, reason: 'no-artist' })
      return
    }
    const endSeconds = timed.endToken === undefined ? null : commentTimeSeconds(timed.endToken)
    const song: CommentSong = {
      line,
      seconds,
      ...(endSeconds === null ? {} : { endSeconds }),
      songName,
      singer,
      notes,
      videoId: video.videoId,
    }
    const last = video.last
    if (last && seconds < last.seconds) {
      result.errors.push({
        kind: 'backwards',
        line,
        token: timed.token,
        earlier: last.line,
        earlierToken: video.lastToken,
      })
      return
    }
    if (last && seconds === last.seconds) {
      if (last.songName === songName && last.singer === singer) {
        result.notices.push({ line, text, kind: 'repeat', earlier: last.line })
        return
      }
      result.notices.push({ line, text, kind: 'same-time', earlier: last.line })
    }
    video.last = song
    video.lastToken = timed.token
    result.songs.push(song)
  })

  if (result.songs.length === 0 && result.errors.length === 0) {
    result.errors.push({ kind: 'no-song', line: null })
  }
  return result
}

/** The problem in English for the command line: `line 7: ...`, or no line when it has none. */
export function formatCommentProblem(problem: CommentProblem): string {
  switch (problem.kind) {
    case 'stream-url':
      return `"${problem.url}" is not a YouTube video link`
    case 'link':
      return `line ${problem.line}: "${problem.link}" is not a YouTube video link, so the songs after it have no video`
    case 'time':
      return `line ${problem.line}: "${problem.token}" is not a time (h:mm:ss, mm:ss or m:ss)`
    case 'backwards':
      return `line ${problem.line}: ${problem.token} comes before ${problem.earlierToken} on line ${problem.earlier}; times must go forward within a video`
    case 'no-song':
      return 'no song found: no line has a time followed by a title and an artist'
  }
}

/** A skipped line in English for the command line. */
export function formatSkippedLine({ line, text, reason }: SkippedLine): string {
  const why = reason === 'no-time' ? 'no time' : 'no title and artist after the time'
  return `line ${line} skipped (${why}): ${text}`
}

/** A notice in English for the command line. */
export function formatCommentNotice({ line, text, kind, earlier }: CommentNotice): string {
  const why =
    kind === 'repeat' ? `repeats line ${earlier}, left out` : `same time as line ${earlier}`
  return `line ${line}: ${why}: ${text}`
}
