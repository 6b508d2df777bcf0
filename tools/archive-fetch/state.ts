import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import type { FileWrite } from '#tools/lib/write-files.ts'

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

function isEntry(value: unknown, fields: readonly string[]): boolean {
  if (typeof value !== 'object' || value === null) return false
  const entry = value as Record<string, unknown>
  return fields.every(
    (field) =>
      typeof entry[field] === 'string' &&
      (field === 'title' || field === 'videoId' || isoDay.test(entry[field])),
  )
}

/** The state a content folder keeps; none yet is an empty one. Throws one line when it is broken. */
export function readState(content: string): FetchState {
  const file = stateFile(content)
  if (!existsSync(file)) return { pending: [], givenUp: [] }
  let state: Partial<FetchState>
  try {
    state = JSON.parse(readFileSync(file, 'utf8')) as Partial<FetchState>
  } catch (error) {
    throw new Error(`${file}: not valid JSON: ${(error as Error).message}`, { cause: error })
  }
  const pendingFields = ['videoId', 'title', 'firstSeen']
  const valid =
    Array.isArray(state.pending) &&
    state.pending.every((entry) => isEntry(entry, pendingFields)) &&
    Array.isArray(state.givenUp) &&
    state.givenUp.every((entry) => isEntry(entry, [...pendingFields, 'givenUp']))
  if (!valid)
    throw new Error(
      `${file}: expected {"pending": [{videoId, title, firstSeen}], "givenUp": [{videoId, title, firstSeen, givenUp}]} with days as YYYY-MM-DD`,
    )
  return { pending: state.pending!, givenUp: state.givenUp! }
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
