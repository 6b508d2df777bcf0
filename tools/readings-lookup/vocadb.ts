// VocaDB's public API (https://vocadb.net/swagger): GET /api/songs and /api/artists find entries by
// name (`query`, `nameMatchMode=Exact`) and, with `fields=Names`, list every name of each with its
// language (Japanese, Romaji, English or Unspecified) in a PartialFindResult: { items, totalCount }.
import {
  type Candidate,
  type CandidateName,
  type LookupKind,
  type NameLanguage,
  type ReadingService,
  sameName,
} from './lookup-answer.ts'
import { jsonRequests, type ServiceOptions, serviceUrl } from './service-requests.ts'

export const vocadbBase = 'https://vocadb.net'

const paths: Record<LookupKind, string> = { title: '/api/songs', artist: '/api/artists' }

const languages = new Set<string>(['Japanese', 'Romaji', 'English'] satisfies NameLanguage[])

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** An entry's names, or null when the entry is not in the documented shape. */
function namesOf(item: unknown): { language: string; value: string }[] | null {
  if (!isObject(item) || !Array.isArray(item.names)) return null
  const names = item.names as unknown[]
  return names.every(
    (name) => isObject(name) && typeof name.language === 'string' && typeof name.value === 'string',
  )
    ? (names as { language: string; value: string }[])
    : null
}

/**
 * The entries one of whose names is `text`, with their Japanese, romanized and English names
 * (Unspecified ones say nothing of how the text is read); null for an answer of another shape.
 */
export function vocadbCandidates(body: Record<string, unknown>, text: string): Candidate[] | null {
  if (!Array.isArray(body.items)) return null
  const candidates: Candidate[] = []
  for (const item of body.items as unknown[]) {
    const names = namesOf(item)
    if (names === null) return null
    if (!names.some((name) => sameName(name.value, text))) continue
    candidates.push({
      names: names.filter((name): name is CandidateName => languages.has(name.language)),
    })
  }
  return candidates
}

/** VocaDB asked for a song title or an artist name, exact matches only. */
export function vocadbClient({ base = vocadbBase, ...options }: ServiceOptions): ReadingService {
  const get = jsonRequests(options)
  return {
    name: 'vocadb',
    async lookup(kind, text) {
      const answer = await get(
        serviceUrl(base, paths[kind], {
          query: text,
          nameMatchMode: 'Exact',
          fields: 'Names',
          lang: 'Default',
          maxResults: '10',
        }),
      )
      if ('failure' in answer) return { unavailable: answer.failure }
      const candidates = vocadbCandidates(answer.body, text)
      return candidates === null
        ? { unavailable: `the answer is not a list of ${paths[kind].slice(5)} with names` }
        : { candidates }
    },
  }
}
