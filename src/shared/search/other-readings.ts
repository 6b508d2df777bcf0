import { hepburnPieces } from './readable-romaji.ts'
import { foldRomaji } from './romaji-fold.ts'
import { foldForSearch } from './search-fold.ts'
import type { SearchableText, TextQuery } from './search-match.ts'

/**
 * A text's other plausible readings, by the text folded (`foldForSearch(text)`), space-separated:
 * what the dictionary also reads its words as, and the kanji the analyser left unread, worked out
 * by the build (build-src/search-keys/compute-other-readings.ts) and loaded with the ranking.
 */
export type OtherReadings = Readonly<Record<string, string>>

interface OtherKeys {
  readings: string[]
  romaji: string[]
}

const keys = new WeakMap<SearchableText, OtherKeys>()

function otherKeys(field: SearchableText, table: OtherReadings): OtherKeys {
  let found = keys.get(field)
  if (!found) {
    const readings = table[foldForSearch(field.text)]?.split(' ') ?? []
    // Spelt as a kana query is for the sound-alike match: the browser has no wanakana.
    found = { readings, romaji: readings.map((r) => foldRomaji(hepburnPieces(r).join(''))) }
    keys.set(field, found)
  }
  return found
}

/** The other reading of the field that holds the query (as kana, or as romaji), or null. */
export function otherReadingMatch(
  field: SearchableText,
  query: TextQuery,
  table: OtherReadings,
): string | null {
  const { readings, romaji } = otherKeys(field, table)
  const at = readings.findIndex(
    (reading, i) =>
      reading.includes(query.folded) ||
      (query.latin !== null &&
        query.latin.romaji !== '' &&
        romaji[i]!.includes(query.latin.romaji)),
  )
  return at < 0 ? null : readings[at]!
}
