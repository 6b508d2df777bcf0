// The services' answers, kept in the content folder so a title is asked once, ever, and a reviewer
// sees in the pull request what the services said. One JSON file, its keys sorted and pretty-printed
// so that a new answer is a small diff:
//
//   { "musicbrainz": { "title": { "千本桜": [ { "names": [ { "language": "Romaji", "value": ... } ] } ] } } }
//
// An empty list is a not-found answer, kept too; a failure is not, so the next run asks again.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { displayPath } from '#build-src/archive-files/stream-files.ts'

import type { Candidate, LookupKind, ReadingService, ServiceName } from './lookup-answer.ts'

export const lookupCacheFile = (contentDir: string) => join(contentDir, 'reading-lookups.json')

type Answers = Record<string, Candidate[]>
type CacheData = Partial<Record<ServiceName, Partial<Record<LookupKind, Answers>>>>

const comment =
  'Answers of VocaDB and MusicBrainz to npm run readings:suggest: [] is not found. Delete an answer to ask again.'

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isCandidate = (value: unknown) =>
  isObject(value) &&
  Array.isArray(value.names) &&
  (value.names as unknown[]).every(
    (name) => isObject(name) && typeof name.language === 'string' && typeof name.value === 'string',
  )

/** Whether `data` is a cache as this file writes it: service, kind, text, list of candidates. */
function isCacheData(data: unknown): data is CacheData {
  if (!isObject(data)) return false
  return Object.entries(data).every(
    ([key, kinds]) =>
      key === '$comment' ||
      (isObject(kinds) &&
        Object.values(kinds).every(
          (answers) =>
            isObject(answers) &&
            Object.values(answers).every((list) => Array.isArray(list) && list.every(isCandidate)),
        )),
  )
}

/** `value` with every object's keys in sorted order, so the file's text depends on nothing else. */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys)
  if (!isObject(value)) return value
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedKeys(value[key])]),
  )
}

export interface LookupCache {
  get(service: ServiceName, kind: LookupKind, text: string): Candidate[] | undefined
  set(service: ServiceName, kind: LookupKind, text: string, candidates: Candidate[]): void
  /** Whether an answer was added since the file was read. */
  changed(): boolean
  /** The file's text. */
  text(): string
}

/** The cache in `file` (empty when there is none yet), or why the file cannot be one. */
export function readLookupCache(file: string): LookupCache | { error: string } {
  let data: CacheData = {}
  if (existsSync(file)) {
    let parsed: unknown
    try {
      parsed = JSON.parse(readFileSync(file, 'utf8'))
    } catch (error) {
      return { error: `${displayPath(file)}: not valid JSON: ${(error as Error).message}` }
    }
    if (!isCacheData(parsed))
      return {
        error: `${displayPath(file)}: not a cache of lookups (service, kind, text, candidates); fix it or delete it to ask again`,
      }
    data = parsed
  }
  let changed = false
  return {
    get(service, kind, text) {
      const answers = data[service]?.[kind]
      return answers && Object.hasOwn(answers, text) ? answers[text] : undefined
    },
    set(service, kind, text, candidates) {
      const kinds = (data[service] ??= {})
      ;(kinds[kind] ??= {})[text] = candidates
      changed = true
    },
    changed: () => changed,
    text: () => `${JSON.stringify(sortedKeys({ ...data, $comment: comment }), null, 2)}\n`,
  }
}

/** `service` answering from the cache where it can, and keeping what it found or did not find. */
export function cachedService(service: ReadingService, cache: LookupCache): ReadingService {
  return {
    name: service.name,
    async lookup(kind, text) {
      const cached = cache.get(service.name, kind, text)
      if (cached) return { candidates: cached }
      const answer = await service.lookup(kind, text)
      if ('candidates' in answer) cache.set(service.name, kind, text, answer.candidates)
      return answer
    },
  }
}
