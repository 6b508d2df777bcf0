import { foldForSearch, type HanForms } from './search-fold'
import type { SearchableText } from './search-match'

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
  const { reading = '', romaji = '', pinyin = '' } = aids.texts.get(foldForSearch(text)) ?? {}
  const keys = [
    foldForSearch(text, aids.forms),
    reading,
    ...aliases.map((a) => foldForSearch(a, aids.forms)),
  ]
  return {
    text,
    key: keys.filter((k) => k !== '').join('\u0000'),
    reading,
    romaji,
    pinyin,
    aliases,
  }
}
