import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { isAbsolute, join, relative } from 'node:path'

import { decodeUtf8 } from '#build-src/utf8-text.ts'
import { appendAll } from '#src/lib/arrays.ts'
import {
  type CheckedStream,
  checkStream,
  issuePath,
} from '#src/shared/song-model/checks/validate.ts'
import { streamFileName } from '#src/shared/song-model/keys/stream-file-name.ts'
import type { RawStream } from '#src/shared/song-model/schema-types/stream-file.gen.ts'
import { byCodePoint } from '#src/shared/song-model/text/compare.ts'
import { parseStreamDate } from '#src/shared/song-model/time/stream-date.ts'

/** The folder of stream files in a content folder. */
export const streamsDir = (contentDir: string) => join(contentDir, 'streams')

/** `2025-03-09.json`, or `2025-03-09-2.json` for the second stream of the day. */
const fileNamePattern = /^(\d{4}-\d{2}-\d{2})(?:-([2-9]|[1-9]\d+))?\.json$/

export interface StreamFiles {
  /** The valid streams, in the site's order: by date, then by file name. */
  streams: CheckedStream[]
  /** The file name of each of `streams`, in the same order (`2025-03-09-2.json`). */
  names: string[]
  /** Every stream file read, absolute, so a dev server can watch them. */
  files: string[]
  /** One line per problem, each starting with the file it is in. */
  problems: string[]
}

/** A path as a maintainer reads it: relative to the working directory when inside it. */
export function displayPath(file: string): string {
  const path = relative(process.cwd(), file)
  return path.startsWith('..') || isAbsolute(path) ? file : path
}

/** The first free file name for a stream on `isoDate` (`-2`, `-3`... when the day is taken). */
export function freeStreamFileName(isoDate: string, taken: ReadonlySet<string>): string {
  let sequence = 1
  while (taken.has(streamFileName(isoDate, sequence))) sequence++
  return streamFileName(isoDate, sequence)
}

/** JSON.parse's message with its character position turned into a line and column. */
function describeJsonError(text: string, error: Error): string {
  const message = error.message.replace(/ \(line \d+ column \d+\)$/, '')
  const position = /at position (\d+)$/.exec(message)
  if (!position) return message
  const before = text.slice(0, Number(position[1])).split('\n')
  const line = before.length
  const column = (before.at(-1)?.length ?? 0) + 1
  return `${message.slice(0, position.index).trim()} at line ${line}, column ${column}`
}

interface ParsedFile {
  name: string
  stream: CheckedStream
  isoDate: string
  sequence: number
}

function readStreamFile(folder: string, name: string, problems: string[]): ParsedFile | null {
  const file = join(folder, name)
  const shown = displayPath(file)
  const nameMatch = fileNamePattern.exec(name)
  if (!nameMatch) {
    problems.push(
      `${shown}: a stream file is named YYYY-MM-DD.json after its date (YYYY-MM-DD-2.json for a second stream that day)`,
    )
    return null
  }
  const decoded = decodeUtf8(readFileSync(file))
  if ('badLine' in decoded) {
    problems.push(`${shown}: line ${decoded.badLine} is not valid UTF-8`)
    return null
  }
  const { text } = decoded
  let content: unknown
  try {
    content = JSON.parse(text)
  } catch (error) {
    problems.push(`${shown}: not valid JSON: ${describeJsonError(text, error as Error)}`)
    return null
  }
  const checked = checkStream(content)
  if (checked.issues) {
    appendAll(
      problems,
      checked.issues.map((issue) => `${shown} ${issuePath(issue)}: ${issue.message}`),
    )
    return null
  }
  const { stream } = checked
  const isoDate = parseStreamDate(stream.date) ?? ''
  if (isoDate !== nameMatch[1]) {
    problems.push(
      `${shown} date: "${stream.date}" is ${isoDate}, but the file is named for ${nameMatch[1]}`,
    )
    return null
  }
  return { name, stream, isoDate, sequence: Number(nameMatch[2] ?? 1) }
}

/**
 * The stream files in `folder`, in file-name order: the order every reader of them follows. No
 * folder is no streams: git removes the folder with its last file (`git rm content/streams/*.json`).
 */
export function streamFileNames(folder: string): string[] {
  if (!existsSync(folder)) return []
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort(byCodePoint)
}

/**
 * Reads, parses and checks every `<contentDir>/streams/*.json`. Problems are collected, never
 * thrown, so a maintainer sees all of them at once.
 */
export function readStreamFiles(contentDir: string): StreamFiles {
  const folder = streamsDir(contentDir)
  let names: string[]
  try {
    names = streamFileNames(folder)
  } catch {
    return {
      streams: [],
      names: [],
      files: [],
      problems: [`${displayPath(folder)}: not a folder of stream files`],
    }
  }
  const problems: string[] = []
  const parsed = names.flatMap((name) => readStreamFile(folder, name, problems) ?? [])
  parsed.sort(
    (a, b) =>
      byCodePoint(a.isoDate, b.isoDate) || a.sequence - b.sequence || byCodePoint(a.name, b.name),
  )
  return {
    streams: parsed.map((file) => file.stream),
    names: parsed.map((file) => file.name),
    files: names.map((name) => join(folder, name)),
    problems,
  }
}

/** The streams of a content folder; throws, listing every problem, when any file is bad. */
export function loadStreams(contentDir: string): RawStream[] {
  const { streams, problems } = readStreamFiles(contentDir)
  if (problems.length > 0) throw new Error(`Invalid stream files:\n${problems.join('\n')}`)
  return streams
}
