import { foldForSearch, foldHanForms, type HanForms } from './search-fold.ts'
import type { SearchableText } from './search-match.ts'

/** What the build reads out of a title or an artist, so the browser needs no dictionary. */
export interface TextAids {
  /** Hiragana reading, folded; '' when the text has no kanji or kana. */
  reading: string
  /** Canonical romaji of the reading; ''. */
  romaji: string
  /** Toneless pinyin, one syllable per Han character, space-separated; ''. */
  pinyin: string
}

/** Everything search needs beyond the texts themselves, worked out by the build. */
export interface SearchAids {
  forms: HanForms
  /** By the text folded without character forms (`foldForSearch(text)`), so spellings meet. */
  texts: ReadonlyMap<string, TextAids>
  /** By song key (see song-key). */
  aliases: ReadonlyMap<string, readonly string[]>
}

/** For data without readings, as unit tests of filtering build it. */
export const noSearchAids: SearchAids = { forms: new Map(), texts: new Map(), aliases: new Map() }

export function searchableText(
  text: string,
  aids: SearchAids,
  aliases: readonly string[] = [],
): SearchableText {
  const folded = foldForSearch(text)
  const { reading = '', romaji = '', pinyin = '' } = aids.texts.get(folded) ?? {}
  return {
    text,
    key: searchKey(folded, reading, aliases, aids.forms),
    reading,
    romaji,
    pinyin,
    aliases,
  }
}

/**
 * What a query is looked for in: the text (folded without the table, as `foldForSearch(text)`
 * gives it) and its aliases in their canonical character forms, and the reading.
 */
export function searchKey(
  folded: string,
  reading: string,
  aliases: readonly string[],
  forms: HanForms,
): string {
  const own = foldHanForms(folded, forms)
  // Most texts have no aliases: the page works out thousands of keys while it starts.
  if (aliases.length === 0)
    return own === '' || reading === '' ? own + reading : `${own}\u0000${reading}`
  const keys = [own, reading, ...aliases.map((a) => foldForSearch(a, forms))]
  return keys.filter((k) => k !== '').join('\u0000')
}
