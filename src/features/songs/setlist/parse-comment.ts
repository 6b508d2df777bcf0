import { parseVideoLink } from '../../../shared/song-model/video-link'
import { commentTimeSeconds } from './comment-time'
import { splitTitle } from './split-title'

export interface CommentSong {
  /** 1-based line of the comment the song came from. */
  line: number
  seconds: number
  /** The end of a range written on the line (`12:34 ~ 16:20`), if any. */
  endSeconds?: number
  songName: string
  singer: string
  notes: string[]
  videoId: string
}

/** A line that produced no song, or a song worth a second look, with the reason. */
export interface CommentRemark {
  line: number
  text: string
  reason: string
}

export interface CommentProblem {
  /** Null when the problem is not on one line (a bad stream URL, no songs at all). */
  line: number | null
  message: string
}

export interface ParsedComment {
  songs: CommentSong[]
  skipped: CommentRemark[]
  notices: CommentRemark[]
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
const url = /https?:\/\/[^\s<>"'（）()「」]+/

interface VideoState {
  videoId: string
  last?: CommentSong
  lastToken?: string
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

/**
 * Reads a fan's setlist comment. Songs before any link in the comment belong to `streamUrl`;
 * a YouTube link on its own line starts the next video. Nothing is thrown: every problem is
 * returned with its line.
 */
export function parseComment(comment: string, streamUrl: string): ParsedComment {
  const result: ParsedComment = { songs: [], skipped: [], notices: [], errors: [] }
  const stream = parseVideoLink(streamUrl)
  if (!stream) {
    result.errors.push({ line: null, message: `"${streamUrl}" is not a YouTube video link` })
    return result
  }
  let video: VideoState = { videoId: stream.videoId }

  comment.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1
    const text = raw.trim()
    if (text === '') return
    const link = url.exec(text)?.[0]
    if (link) {
      const next = parseVideoLink(link)
      if (!next) {
        result.errors.push({
          line,
          message: `"${link}" is not a YouTube video link, so the songs after it have no video`,
        })
      }
      // After a bad link the clock still restarts, so its songs do not add "backwards" errors.
      if (next?.videoId !== video.videoId) video = { videoId: next?.videoId ?? '' }
      return
    }
    const timed = readTimedLine(text)
    if (!timed) {
      result.skipped.push({ line, text, reason: 'no time' })
      return
    }
    const seconds = commentTimeSeconds(timed.token)
    if (seconds === null) {
      result.errors.push({
        line,
        message: `"${timed.token}" is not a time (h:mm:ss, mm:ss or m:ss)`,
      })
      return
    }
    const { songName, singer, notes } = splitTitle(timed.rest)
    if (songName === '' || singer === '') {
      result.skipped.push({ line, text, reason: 'no title and artist after the time' })
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
        line,
        message: `${timed.token} comes before ${video.lastToken} on line ${last.line}; times must go forward within a video`,
      })
      return
    }
    if (last && seconds === last.seconds) {
      if (last.songName === songName && last.singer === singer) {
        result.notices.push({ line, text, reason: `repeats line ${last.line}, left out` })
        return
      }
      result.notices.push({ line, text, reason: `same time as line ${last.line}` })
    }
    video.last = song
    video.lastToken = timed.token
    result.songs.push(song)
  })

  if (result.songs.length === 0 && result.errors.length === 0) {
    result.errors.push({
      line: null,
      message: 'no song found: no line has a time followed by a title and an artist',
    })
  }
  return result
}

/** `line 7: ...`, or the bare message when the problem is not on one line. */
export function formatCommentProblem(problem: CommentProblem): string {
  return problem.line === null ? problem.message : `line ${problem.line}: ${problem.message}`
}
