import { quote } from '#src/shared/song-model/checks/schema-check.ts'
import { type StreamIssue, validateStream } from '#src/shared/song-model/checks/validate.ts'
import type { RawStream } from '#src/shared/song-model/schema-types/stream-file.gen.ts'
import { textMaxLength } from '#src/shared/song-model/schema-types/stream-file.gen.ts'
import { codePointName, hiddenCharacter } from '#src/shared/song-model/text/hidden-characters.ts'
import { isSpreadsheetFormula } from '#src/shared/song-model/text/spreadsheet-formula.ts'
import { parseVideoLink } from '#src/shared/song-model/time/video-link.ts'

import { buildStreamEntry, type StreamOptions } from './build-entry.ts'
import { clampEnds, type EndClamp } from './end-clamp.ts'
import {
  fillArtists,
  formatFilledArtist,
  formatMissingArtist,
  type MissingArtist,
} from './missing-artist.ts'
import {
  type CommentNotice,
  type CommentProblem,
  type CommentSong,
  formatCommentNotice,
  formatCommentProblem,
  formatSkippedLine,
  parseComment,
  type SkippedLine,
} from './parse-comment.ts'
import {
  formatSpellingWarning,
  singerSpellingWarnings,
  type SongCredit,
  type SpellingWarning,
} from './singer-spelling.ts'

/** A performance already in the data, as the checks of a new stream need it. */
export interface KnownSong {
  songName: string
  singer: string
  videoId: string
  /** How a message names the stream it is in (its date for the command line). */
  stream: string
}

/** The songs of the content folder's streams, for `prepareStream`. */
export function knownSongsOf(streams: readonly RawStream[]): KnownSong[] {
  return streams.flatMap((stream) =>
    stream.songList.map((song) => ({
      songName: song.songName,
      singer: song.singer,
      videoId: parseVideoLink(song.songLink)?.videoId ?? '',
      stream: stream.date,
    })),
  )
}

export interface PrepareInput extends StreamOptions {
  comment: string
  url: string
  /** The songs already in the data, checked. */
  known: readonly KnownSong[]
  /**
   * Read a line with a title and no artist: its artist is the one `known` gives the title, or else
   * a problem asks for it. Without this such a line is skipped, as archive:fetch, which has nobody
   * to ask, wants.
   */
  askArtist?: boolean
  /**
   * End a range that runs into the next song of its video where that song starts, and list it in
   * `clamped`, instead of refusing it. The command-line tools do; the site's form does not.
   */
  clampEnds?: boolean
}

/** The fields of a new stream that are typed rather than read from the comment. */
export type StreamField = 'date' | 'name' | 'url'

/** The texts the data limits in length (`$defs.text` of the stream schema). */
export type LongField = 'songName' | 'singer' | 'name'

/** A title, artist or stream name over the data's limit: `line` null for the stream's name. */
type TooLong = {
  kind: 'too-long'
  line: number | null
  field: LongField
  length: number
  max: number
}

/** What stops the entry from being written, besides a problem in the comment itself. */
export type PrepareProblem =
  | CommentProblem
  | MissingArtist
  | { kind: 'control'; at: StreamField | number; codePoint: string }
  | { kind: 'video-known'; videoId: string; stream: string }
  | TooLong
  /** A title, artist or stream name a spreadsheet would run as a formula: `line` null for the name. */
  | { kind: 'formula'; line: number | null; field: LongField; text: string }
  /** The schema check of the new entry: `line` names the song's comment line, null the stream. */
  | { kind: 'entry'; line: number | null; field: string; message: string }

export type PrepareWarning = CommentNotice | SpellingWarning

export interface Prepared {
  /** Null when anything in `errors` forbids writing the entry. */
  entry: RawStream | null
  songs: CommentSong[]
  errors: PrepareProblem[]
  warnings: PrepareWarning[]
  skipped: SkippedLine[]
  /** Bracketed remarks (`アカペラ`) the data does not store. */
  notes: { line: number; note: string }[]
  /** The artists of title-only lines, taken from `known`. */
  filled: SongCredit[]
  /** Ends moved back to the next song's start (only with `clampEnds`). */
  clamped: EndClamp[]
}

const fieldOfEntry: Record<string, StreamField> = { date: 'date', streamName: 'name' }

/** A schema issue of the new entry, pointed at the comment line or the field it came from. */
function entryProblem(issue: StreamIssue, songs: readonly CommentSong[]): PrepareProblem {
  const { field, message } = issue
  if (issue.songIndex === undefined)
    return { kind: 'entry', line: null, field: fieldOfEntry[field] ?? field, message }
  return { kind: 'entry', line: songs[issue.songIndex]?.line ?? null, field, message }
}

function videosAlreadyAdded(
  songs: readonly CommentSong[],
  known: readonly KnownSong[],
): PrepareProblem[] {
  const streamOf = new Map(known.map((song) => [song.videoId, song.stream]))
  const ids = [...new Set(songs.map((song) => song.videoId))]
  return ids.flatMap((videoId) => {
    const stream = streamOf.get(videoId)
    return stream === undefined ? [] : [{ kind: 'video-known' as const, videoId, stream }]
  })
}

// Line breaks end comment lines; any other character the data refuses (a tab, a bidirectional
// or zero-width character) is usually invisible, so it is refused where it was typed.

function controlCharacters(input: PrepareInput): PrepareProblem[] {
  const fields: [StreamField, string][] = [
    ['date', input.date],
    ['name', input.streamName],
    ['url', input.url],
  ]
  const places: [StreamField | number, string][] = [
    ...fields,
    ...input.comment.split(/\r?\n/).map((line, index): [number, string] => [index + 1, line]),
  ]
  return places.flatMap(([at, text]) => {
    const char = hiddenCharacter.exec(text)?.[0]
    return char ? [{ kind: 'control' as const, at, codePoint: codePointName(char) }] : []
  })
}

// Counted as the schema counts, in code points; said here in words, where the schema check would
// name the field only by its key.
function tooLong(songs: readonly CommentSong[], streamName: string): TooLong[] {
  const texts: [number | null, LongField, string][] = [
    [null, 'name', streamName],
    ...songs.flatMap((song): [number, LongField, string][] => [
      [song.line, 'songName', song.songName],
      [song.line, 'singer', song.singer],
    ]),
  ]
  return texts.flatMap(([line, field, text]) => {
    const length = [...text].length
    return length > textMaxLength
      ? [{ kind: 'too-long' as const, line, field, length, max: textMaxLength }]
      : []
  })
}

// A fan who opens the site's export in a spreadsheet is protected by the export; a text that only
// works as a formula (`=cmd|' /C calc'!A0`) is not a title in the first place.
function formulas(songs: readonly CommentSong[], streamName: string): PrepareProblem[] {
  const texts: [number | null, LongField, string][] = [
    [null, 'name', streamName],
    ...songs.flatMap((song): [number, LongField, string][] => [
      [song.line, 'songName', song.songName],
      [song.line, 'singer', song.singer],
    ]),
  ]
  return texts.flatMap(([line, field, text]) =>
    isSpreadsheetFormula(text) ? [{ kind: 'formula' as const, line, field, text }] : [],
  )
}

/** Whether the schema check's `problem` says again what `said` says in words. */
const repeats = (said: MissingArtist | TooLong, problem: PrepareProblem) =>
  problem.kind === 'entry' &&
  said.line === problem.line &&
  (said.kind === 'no-artist' ? problem.field === 'singer' : said.field === problem.field)

/** Everything `setlist:add` and the setlist form decide before an entry is written or sent. */
export function prepareStream(input: PrepareInput): Prepared {
  const refused = controlCharacters(input)
  if (refused.length > 0) {
    const none = { songs: [], warnings: [], skipped: [], notes: [], filled: [], clamped: [] }
    return { entry: null, errors: refused, ...none }
  }
  const parsed = parseComment(input.comment, input.url, { keepTitleOnly: input.askArtist })
  const artists = fillArtists(parsed.songs, input.known)
  const { filled, missing } = artists
  const { songs, clamped } = input.clampEnds
    ? clampEnds(artists.songs)
    : { songs: artists.songs, clamped: [] }
  const notes = songs.flatMap((song) => song.notes.map((note) => ({ line: song.line, note })))
  const credited = songs.filter((song) => song.singer !== '')
  const warnings = [...parsed.notices, ...singerSpellingWarnings(credited, input.known)]
  const entry = buildStreamEntry(songs, input)
  const inWords = [...missing, ...tooLong(songs, input.streamName)]
  const errors = [
    ...parsed.errors,
    ...videosAlreadyAdded(songs, input.known),
    ...inWords,
    ...formulas(songs, input.streamName),
    ...validateStream(entry)
      .map((issue) => entryProblem(issue, songs))
      .filter((problem) => !inWords.some((said) => repeats(said, problem))),
  ]
  const { skipped } = parsed
  const ready = errors.length > 0 ? null : entry
  return { entry: ready, songs, errors, warnings, skipped, notes, filled, clamped }
}

/** How a message names the stream's typed fields: setlist:add's options, unless a tool says. */
export type StreamFieldNames = Record<StreamField, string>

const optionOfField: StreamFieldNames = { date: '--date', name: '--name', url: '--url' }

/** A problem in English for the command line, naming the comment line or the field as `fields` do. */
export const prepareProblemWriter =
  (fields: StreamFieldNames) =>
  (problem: PrepareProblem): string =>
    formatProblem(problem, fields)

/** A problem in English for setlist:add, naming the comment line or the option. */
export const formatPrepareProblem = prepareProblemWriter(optionOfField)

function formatProblem(problem: PrepareProblem, fields: StreamFieldNames): string {
  switch (problem.kind) {
    case 'control': {
      const at = typeof problem.at === 'number' ? `line ${problem.at}` : fields[problem.at]
      return `${at}: contains an invisible or control character (${problem.codePoint})`
    }
    case 'video-known':
      return `video ${problem.videoId} is already in the data (stream ${problem.stream}); was it added before?`
    case 'too-long': {
      const at =
        problem.line === null ? `${fields.name}:` : `line ${problem.line}: ${problem.field}`
      return `${at} is ${problem.length} characters long, over the ${problem.max} allowed`
    }
    case 'formula': {
      const at =
        problem.line === null ? `${fields.name}:` : `line ${problem.line}: ${problem.field}`
      return `${at} ${quote(problem.text)} is a spreadsheet formula (=, +, - or @, then a function call, a cell reference or a program link), not text`
    }
    case 'no-artist':
      return formatMissingArtist(problem)
    case 'entry':
      return problem.line === null
        ? `${fields[problem.field as StreamField] ?? problem.field}: ${problem.message}`
        : `line ${problem.line}: ${problem.field} ${problem.message}`
    default:
      return formatCommentProblem(problem)
  }
}

/** A warning in English for the command line. */
export function formatPrepareWarning(warning: PrepareWarning): string {
  return warning.kind === 'spelling' ? formatSpellingWarning(warning) : formatCommentNotice(warning)
}

/**
 * The lines read and left out, in English for the command line: skipped lines, artists taken from
 * the data, then notes.
 */
export function formatPrepareInfo(prepared: Prepared): string[] {
  return [
    ...prepared.skipped.map(formatSkippedLine),
    ...prepared.filled.map(formatFilledArtist),
    ...prepared.notes.map(
      ({ line, note }) => `line ${line}: note "${note}" is not stored in the data`,
    ),
  ]
}
