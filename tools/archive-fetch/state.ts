import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import type { FileWrite } from '#tools/lib/write-files.ts'
import { shortQuote, titleProblem, videoIdProblem } from '#tools/youtube/video-values.ts'

/** A singing stream found without a usable setlist yet, tried again on each run. */
export interface PendingVideo {
  videoId: string
  title: string
  /** The day (in the content's time zone) a run first found it, `YYYY-MM-DD`. */
  firstSeen: string
}

/** A stream that had no usable setlist within the give-up window: never tried again. */
export interface GivenUpVideo extends PendingVideo {
  givenUp: string
}

/** What `archive:fetch` remembers between runs, in `<content>/archive-fetch-state.json`. */
export interface FetchState {
  pending: PendingVideo[]
  givenUp: GivenUpVideo[]
}

export const stateFile = (content: string) => join(content, 'archive-fetch-state.json')

const isoDay = /^\d{4}-\d{2}-\d{2}$/

/** Why an entry of the state cannot be kept, or null. */
function entryProblem(value: unknown, days: readonly string[]): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return `${shortQuote(value)} is not an object`
  const entry = value as Record<string, unknown>
  const missing = ['videoId', 'title', ...days].find((field) => entry[field] === undefined)
  if (missing) return `it has no ${missing}`
  const badDay = days.find((day) => typeof entry[day] !== 'string' || !isoDay.test(entry[day]))
  if (badDay) return `its ${badDay} ${shortQuote(entry[badDay])} is not a day as YYYY-MM-DD`
  return videoIdProblem(entry.videoId) ?? titleProblem(entry.title)
}

const fieldsOf = (entry: Record<string, unknown>, fields: readonly string[]) =>
  Object.fromEntries(fields.map((field) => [field, entry[field]]))

/** The entries of one list that can be kept; why each other one cannot is added to `dropped`. */
function keptEntries<T>(list: unknown, name: string, days: string[], dropped: string[]): T[] {
  if (list === undefined) return []
  if (!Array.isArray(list)) {
    dropped.push(`${name} is not a list: every entry of it was dropped`)
    return []
  }
  const kept: T[] = []
  list.forEach((entry: unknown, index) => {
    const problem = entryProblem(entry, days)
    if (problem) dropped.push(`${name}[${index}] was dropped: ${problem}`)
    // Only the fields the tool writes are kept, so nothing else rides along in the file.
    else kept.push(fieldsOf(entry as Record<string, unknown>, ['videoId', 'title', ...days]) as T)
  })
  return kept
}

export interface ReadState {
  state: FetchState
  /** Each entry that could not be kept, and why: the next write leaves them out. */
  dropped: string[]
}

/**
 * The state a content folder keeps; none yet is an empty one. An entry that cannot be right (a
 * video id the API should never have sent, a wrong shape) is dropped and named, so it cannot fail
 * every later run. A file that is not JSON at all throws one line: rewriting it would lose every
 * entry, and it is more likely a merge gone wrong that a person should look at.
 */
export function readState(content: string): ReadState {
  const file = stateFile(content)
  if (!existsSync(file)) return { state: { pending: [], givenUp: [] }, dropped: [] }
  let json: unknown
  try {
    json = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new Error(`${file}: not valid JSON: ${(error as Error).message}`, { cause: error })
  }
  const dropped: string[] = []
  const isObject = typeof json === 'object' && json !== null && !Array.isArray(json)
  if (!isObject) dropped.push('the file is not an object {"pending": [...], "givenUp": [...]}')
  const lists = (isObject ? json : {}) as Record<string, unknown>
  const state = {
    pending: keptEntries<PendingVideo>(lists.pending, 'pending', ['firstSeen'], dropped),
    givenUp: keptEntries<GivenUpVideo>(lists.givenUp, 'givenUp', ['firstSeen', 'givenUp'], dropped),
  }
  return { state, dropped }
}

export function stateText(state: FetchState): string {
  return `${JSON.stringify(state, null, 2)}\n`
}

/** The write that keeps `state`: none when the file holds it already, or nothing waits yet. */
export function stateWrites(content: string, state: FetchState): FileWrite[] {
  const file = stateFile(content)
  const text = stateText(state)
  const kept = existsSync(file)
    ? readFileSync(file, 'utf8')
    : stateText({ pending: [], givenUp: [] })
  return text === kept ? [] : [{ path: file, text }]
}
