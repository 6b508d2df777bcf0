// What the music databases answer about a Japanese title or artist, in one shape for both of them,
// so the cache, the proposals and the tool need not know which service spoke.
import { foldForSearch } from '#src/shared/search/search-fold.ts'

export type ServiceName = 'vocadb' | 'musicbrainz'

/** The services in the order the tool asks and prints them. */
export const serviceNames: readonly ServiceName[] = ['vocadb', 'musicbrainz']

export const serviceLabel: Record<ServiceName, string> = {
  vocadb: 'VocaDB',
  musicbrainz: 'MusicBrainz',
}

/** A song's title or an artist's name. */
export type LookupKind = 'title' | 'artist'

/** The languages the tools use: a Japanese name may be kana (a reading) or kanji. */
export type NameLanguage = 'Japanese' | 'Romaji' | 'English'

export interface CandidateName {
  language: NameLanguage
  value: string
}

/** One entry of the database whose name is the text asked for, with the names it lists. */
export interface Candidate {
  names: CandidateName[]
}

/** No candidate is a not-found answer; `unavailable` is a failure, which is never cached. */
export type LookupAnswer = { candidates: Candidate[] } | { unavailable: string }

export interface ReadingService {
  name: ServiceName
  lookup(kind: LookupKind, text: string): Promise<LookupAnswer>
}

/** Whether a database's name is the text asked for, as the song list compares them. */
export const sameName = (name: string, text: string): boolean =>
  foldForSearch(name) === foldForSearch(text)

/**
 * A service that, once it failed, is not asked again in the run: every later lookup answers the
 * first failure at once, and `failure()` gives it for the tool to say so once.
 */
export function stopAfterFailure(service: ReadingService): ReadingService & {
  failure(): string | undefined
} {
  let failed: string | undefined
  return {
    name: service.name,
    failure: () => failed,
    async lookup(kind, text) {
      if (failed !== undefined) return { unavailable: failed }
      const answer = await service.lookup(kind, text)
      if ('unavailable' in answer) failed = answer.unavailable
      return answer
    },
  }
}
