import type { RawStream } from '../../src/shared/song-model/raw-types'
import { buildStreamEntry, type StreamOptions } from '../../src/features/songs/setlist/build-entry'
import {
  formatCommentProblem,
  parseComment,
  type CommentSong,
} from '../../src/features/songs/setlist/parse-comment'
import {
  formatSpellingWarning,
  singerSpellingWarnings,
} from '../../src/features/songs/setlist/singer-spelling'
import { validateStream, type StreamIssue } from '../../src/shared/song-model/validate'
import { parseVideoLink } from '../../src/shared/song-model/video-link'

export interface PrepareInput extends StreamOptions {
  comment: string
  url: string
  /** The streams already in the content folder, checked. */
  existing: readonly RawStream[]
}

export interface Prepared {
  /** Null when anything in `errors` forbids writing the entry. */
  entry: RawStream | null
  songs: CommentSong[]
  errors: string[]
  warnings: string[]
  info: string[]
}

const optionOfField: Record<string, string> = { date: '--date', streamName: '--name' }

/** A schema issue of the new entry, pointed at the comment line or the option it came from. */
export function describeEntryIssue(issue: StreamIssue, songs: readonly CommentSong[]): string {
  if (issue.songIndex === undefined) {
    return `${optionOfField[issue.field] ?? issue.field}: ${issue.message}`
  }
  const line = songs[issue.songIndex]?.line
  return `line ${line}: ${issue.field} ${issue.message}`
}

function videosAlreadyAdded(
  songs: readonly CommentSong[],
  existing: readonly RawStream[],
): string[] {
  const known = new Map<string, string>()
  for (const stream of existing) {
    for (const song of stream.songList) {
      const id = parseVideoLink(song.songLink)?.videoId
      if (id) known.set(id, stream.date)
    }
  }
  const ids = [...new Set(songs.map((song) => song.videoId))]
  return ids.flatMap((id) => {
    const date = known.get(id)
    return date ? [`video ${id} is already in the data (stream ${date}); was it added before?`] : []
  })
}

// Line breaks end comment lines; any other C0 or C1 control (tab included) has no place in the
// one-line text fields and is usually invisible, so it is refused where it was typed.
const controlCharacter = /\p{Cc}/u
const described = (char: string) =>
  `contains a control character (U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')})`

function controlCharacters(input: PrepareInput): string[] {
  const options: [string, string][] = [
    ['--date', input.date],
    ['--name', input.streamName],
    ['--url', input.url],
  ]
  const inOptions = options.flatMap(([option, value]) => {
    const char = controlCharacter.exec(value)?.[0]
    return char ? [`${option}: ${described(char)}`] : []
  })
  const inComment = input.comment.split(/\r?\n/).flatMap((line, index) => {
    const char = controlCharacter.exec(line)?.[0]
    return char ? [`line ${index + 1}: ${described(char)}`] : []
  })
  return [...inOptions, ...inComment]
}

/** Everything `setlist:add` decides before touching the file: the entry, or why not. */
export function prepareStream(input: PrepareInput): Prepared {
  const refused = controlCharacters(input)
  if (refused.length > 0) return { entry: null, songs: [], errors: refused, warnings: [], info: [] }
  const { existing } = input
  const parsed = parseComment(input.comment, input.url)
  const info = [
    ...parsed.skipped.map((s) => `line ${s.line} skipped (${s.reason}): ${s.text}`),
    ...parsed.songs.flatMap((song) =>
      song.notes.map((note) => `line ${song.line}: note "${note}" is not stored in the data`),
    ),
  ]
  const warnings = [
    ...parsed.notices.map((n) => `line ${n.line}: ${n.reason}: ${n.text}`),
    ...singerSpellingWarnings(parsed.songs, existing).map(formatSpellingWarning),
  ]
  const entry = buildStreamEntry(parsed.songs, input)
  const errors = [
    ...parsed.errors.map(formatCommentProblem),
    ...videosAlreadyAdded(parsed.songs, existing),
    ...validateStream(entry).map((issue) => describeEntryIssue(issue, parsed.songs)),
  ]
  return { entry: errors.length > 0 ? null : entry, songs: parsed.songs, errors, warnings, info }
}
