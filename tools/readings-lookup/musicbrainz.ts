// The MusicBrainz web service (https://musicbrainz.org/doc/MusicBrainz_API/Search): GET
// /ws/2/<entity>?query=<Lucene query>&fmt=json answers { created, count, offset, works | recordings |
// artists: [...] }. A work or recording has a `title`, an artist a `name` and a `sort-name` (the
// romanized, family-name-first form for Japanese names: "Yonezu, Kenshi"); each may list `aliases`
// with a `locale` ("ja-Latn" for romaji, "ja", "en") and a `type` ("Work name", "Artist name",
// "Search hint", which is where a kana reading goes). Its rules: one request a second from an
// address, and a User-Agent naming the application and a contact (user-agent.ts).
import {
  type Candidate,
  type CandidateName,
  type LookupAnswer,
  type ReadingService,
  sameName,
} from './lookup-answer.ts'
import { jsonRequests, type ServiceOptions, serviceUrl } from './service-requests.ts'
import { contactVariable } from './user-agent.ts'

export const musicBrainzBase = 'https://musicbrainz.org'

type Entity = 'work' | 'recording' | 'artist'

const listKey: Record<Entity, string> = {
  work: 'works',
  recording: 'recordings',
  artist: 'artists',
}
const nameKey: Record<Entity, string> = { work: 'title', recording: 'title', artist: 'name' }

const kanaOnly = /^[\p{Script=Hiragana}\p{Script=Katakana}ー・\s]+$/u
const latin = /\p{Script=Latin}/u
const japanese = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const optionalString = (value: unknown) =>
  value === undefined || value === null || typeof value === 'string'

/** What language an alias is in, from its locale and script; undefined for one that says nothing. */
function aliasLanguage(name: string, locale: string): CandidateName['language'] | undefined {
  const tag = locale.toLowerCase().replace('_', '-')
  if (kanaOnly.test(name)) return 'Japanese'
  if (tag === 'ja-latn' || (tag.startsWith('ja') && !japanese.test(name))) return 'Romaji'
  if (tag.startsWith('ja')) return 'Japanese'
  return tag.startsWith('en') ? 'English' : undefined
}

/**
 * An entry's own name and aliases, which the text asked for must be one of, and its names in the
 * tools' shape; null for an entry not in the documented shape.
 */
function entryNames(
  entry: unknown,
  entity: Entity,
): { matching: string[]; names: CandidateName[] } | null {
  if (!isObject(entry)) return null
  const own = entry[nameKey[entity]]
  const sortName = entry['sort-name']
  const aliases = entry.aliases ?? []
  if (typeof own !== 'string' || !optionalString(sortName) || !Array.isArray(aliases)) return null
  const matching = [own]
  const names: CandidateName[] = []
  // A sort name and an alias often say the same: each name once.
  const add = (language: CandidateName['language'], value: string) => {
    if (!names.some((name) => name.language === language && name.value === value))
      names.push({ language, value })
  }
  if (japanese.test(own)) add('Japanese', own)
  // "Yonezu, Kenshi": the comma only says where to sort.
  if (typeof sortName === 'string' && latin.test(sortName) && !latin.test(own))
    add('Romaji', sortName.replace(/\s*,\s*/g, ' ').trim())
  for (const alias of aliases as unknown[]) {
    if (!isObject(alias) || typeof alias.name !== 'string' || !optionalString(alias.locale))
      return null
    matching.push(alias.name)
    const language = aliasLanguage(alias.name, (alias.locale as string | null | undefined) ?? '')
    if (language) add(language, alias.name)
  }
  return { matching, names }
}

/** The entries whose name or an alias is `text`; null for an answer of another shape. */
export function musicBrainzCandidates(
  body: Record<string, unknown>,
  entity: Entity,
  text: string,
): Candidate[] | null {
  const entries = body[listKey[entity]]
  if (!Array.isArray(entries)) return null
  const candidates: Candidate[] = []
  for (const entry of entries as unknown[]) {
    const read = entryNames(entry, entity)
    if (read === null) return null
    if (read.matching.some((name) => sameName(name, text))) candidates.push({ names: read.names })
  }
  return candidates
}

/** A Lucene phrase: only a quote and a backslash need escaping inside one. */
const phrase = (text: string) => `"${text.replace(/[\\"]/g, '\\$&')}"`

/**
 * MusicBrainz asked for a title (its works, then, if no work has that name, its recordings) or an
 * artist, exact matches only. Without a contact it is not asked at all: its rules require one.
 */
export function musicBrainzClient({
  base = musicBrainzBase,
  ...options
}: ServiceOptions): ReadingService {
  const get = jsonRequests(options)
  const search = async (entity: Entity, query: string, text: string): Promise<LookupAnswer> => {
    const answer = await get(
      serviceUrl(base, `/ws/2/${entity}`, { query, limit: '10', fmt: 'json' }),
    )
    if ('failure' in answer) return { unavailable: answer.failure }
    const candidates = musicBrainzCandidates(answer.body, entity, text)
    return candidates === null
      ? { unavailable: `the answer is not a list of ${listKey[entity]}` }
      : { candidates }
  }
  return {
    name: 'musicbrainz',
    async lookup(kind, text) {
      if (!options.application.contact)
        return { unavailable: `its rules ask for a contact: set ${contactVariable}` }
      if (kind === 'artist')
        return search('artist', `artist:${phrase(text)} OR alias:${phrase(text)}`, text)
      const works = await search('work', `work:${phrase(text)}`, text)
      if ('unavailable' in works || works.candidates.length > 0) return works
      return search('recording', `recording:${phrase(text)}`, text)
    },
  }
}
