// Loaded with the first query typed (the song list's ranking-on-demand.ts): the order of ranks
// and byRank are in rank-order.ts, which the list's first load carries.
import { otherReadingMatch, type OtherReadings } from '#src/shared/search/other-readings.ts'
import { foldForSearch, type HanForms } from '#src/shared/search/search-fold.ts'
import {
  matchesText,
  pinyinKey,
  type SearchableText,
  type TextQuery,
} from '#src/shared/search/search-match.ts'

import { looseRank, type MatchTier, partialRankOf, tierRank } from './rank-order.ts'
import { soundAlike, soundAlikeQuery } from './sound-alike.ts'

/** Which texts a query is looked for in: the general box's both, or one field's own. */
export type RankScope = 'any' | 'title' | 'singer'

interface Written {
  /** The text and each alias, folded. */
  names: string[]
  /** The text's words (apart by spaces and punctuation), each folded. */
  words: string[]
}

const writtenForms = new WeakMap<SearchableText, Written>()
const wordBreak = /[\s\p{P}\p{S}]+/u

function written(field: SearchableText, forms?: HanForms): Written {
  let found = writtenForms.get(field)
  if (!found) {
    found = {
      names: [field.text, ...field.aliases].map((n) => foldForSearch(n, forms)),
      words: field.text.split(wordBreak).map((w) => foldForSearch(w, forms)),
    }
    writtenForms.set(field, found)
  }
  return found
}

/** Whether the query is one or more whole words of the text, in a row. */
function wholeWords(words: readonly string[], query: string): boolean {
  for (let i = 0; i < words.length; i++) {
    let run = ''
    for (let j = i; j < words.length && run.length < query.length; j++) {
      run += words[j]
      if (run === query) return true
    }
  }
  return false
}

type Place = 'whole' | 'start' | 'words' | 'part'

/** Where the query is in the text or an alias as written, best place first; null if nowhere. */
function writtenPlace(field: SearchableText, query: TextQuery, forms?: HanForms): Place | null {
  const { names, words } = written(field, forms)
  if (names.includes(query.folded)) return 'whole'
  if (names.some((n) => n.startsWith(query.folded))) return 'start'
  if (wholeWords(words, query.folded)) return 'words'
  return names.some((n) => n.includes(query.folded)) ? 'part' : null
}

/** Where the query is in the reading, romaji or pinyin: at its start, or anywhere. */
function aidedPlace(field: SearchableText, query: TextQuery): 'start' | 'part' | null {
  const aids: [string, string][] = [[field.reading, query.folded]]
  if (query.latin) {
    aids.push([field.romaji, query.latin.romaji])
    for (const key of pinyinKey(field).split('\u0000')) aids.push([key, query.latin.pinyin])
  }
  let part = false
  for (const [aid, q] of aids) {
    if (aid === '' || q === '') continue
    if (aid.startsWith(q)) return 'start'
    part ||= aid.includes(q)
  }
  return part ? 'part' : null
}

const looseForms = new WeakMap<SearchableText, string>()
function looseOf(field: SearchableText): string {
  let loose = looseForms.get(field)
  if (loose === undefined) {
    loose = soundAlike(field.romaji || (/^[a-z0-9]+$/.test(field.key) ? field.key : ''))
    looseForms.set(field, loose)
  }
  return loose
}

/**
 * Works out what ranking a text needs whatever the query (its written forms, sound-alike key and
 * pinyin), so that a key pressed later finds them ready.
 */
export function prepareRankKeys(field: SearchableText, forms?: HanForms): void {
  written(field, forms)
  looseOf(field)
  pinyinKey(field)
}

/** Which of a title and its artist only sounds like the query, title first; null for neither. */
export function soundsAlike(
  query: TextQuery,
  title: SearchableText,
  artist: SearchableText,
): SearchableText | null {
  const loose = looseQuery(query)
  if (loose === null) return null
  return [title, artist].find((field) => looseOf(field).includes(loose)) ?? null
}

const looseQueries = new WeakMap<TextQuery, string | null>()
/** The query's sound-alike key, worked out once per compiled query. */
function looseQuery(query: TextQuery): string | null {
  let loose = looseQueries.get(query)
  if (loose === undefined) {
    loose = soundAlikeQuery(query.folded, query.latin?.plain ?? null)
    looseQueries.set(query, loose)
  }
  return loose
}

/** How one text matched the query and each of its words; worked out once per text. */
interface FieldMatch {
  whole: boolean
  written: Place | null
  aided: 'start' | 'part' | null
  loose: boolean
  /** The query is in one of the text's other readings (other-readings.ts). */
  other: boolean
  /** Bit i: word i of the query is in this text. */
  words: number
}

function fieldMatch(
  field: SearchableText,
  query: TextQuery,
  forms?: HanForms,
  others?: OtherReadings,
): FieldMatch {
  const whole = matchesText(field, query)
  const loose = whole ? null : looseQuery(query)
  let words = 0
  query.words.forEach((word, i) => {
    if (matchesText(field, word)) words |= 1 << i
  })
  return {
    whole,
    written: whole ? writtenPlace(field, query, forms) : null,
    aided: whole ? aidedPlace(field, query) : null,
    loose: loose !== null && looseOf(field).includes(loose),
    other: !whole && others !== undefined && otherReadingMatch(field, query, others) !== null,
    words,
  }
}

const titleTiers: Record<Place, MatchTier> = {
  whole: 'title',
  start: 'titleStart',
  words: 'titleWords',
  part: 'titlePart',
}

/** The best rank a text matched as a whole gives, as a title or as an artist. */
function wholeRank(match: FieldMatch, asArtist: boolean): number {
  const { written, aided } = match
  if (written) {
    if (!asArtist) return tierRank(titleTiers[written])
    return tierRank(written === 'part' ? 'artistPart' : 'artist')
  }
  if (asArtist) return tierRank('artistReading')
  return tierRank(aided === 'start' ? 'reading' : 'readingPart')
}

const bitCount = (bits: number) => {
  let count = 0
  for (let b = bits; b !== 0; b &= b - 1) count++
  return count
}

/**
 * Ranks songs for one query: a song's rank (lower first), or null when it does not match at all.
 * A song's title and artist are each looked at once, however many performances share them.
 * `others`, the texts' other readings, rank below every match of the trusted texts and readings.
 */
export function songRanker(
  query: TextQuery,
  scope: RankScope,
  forms?: HanForms,
  others?: OtherReadings,
): (title: SearchableText, artist: SearchableText) => number | null {
  const known = new Map<SearchableText, FieldMatch>()
  const matchOf = (field: SearchableText) => {
    let match = known.get(field)
    if (!match) known.set(field, (match = fieldMatch(field, query, forms, others)))
    return match
  }
  const allWords = (1 << query.words.length) - 1
  return (titleField, artistField) => {
    const title = matchOf(titleField)
    const artist = matchOf(artistField)
    let best = Infinity
    if (scope !== 'singer' && title.whole) best = wholeRank(title, false)
    if (scope !== 'title' && artist.whole) best = Math.min(best, wholeRank(artist, true))
    if (best < Infinity) return best
    const words = title.words | artist.words
    if (allWords > 0 && words === allWords) return tierRank('words')
    if ((scope !== 'singer' && title.other) || (scope !== 'title' && artist.other))
      return tierRank('otherReading')
    if ((scope !== 'singer' && title.loose) || (scope !== 'title' && artist.loose)) return looseRank
    const found = bitCount(words)
    return found === 0 ? null : partialRankOf(found)
  }
}
