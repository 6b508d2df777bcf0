import { hepburnPieces } from './readable-romaji.ts'
import { foldRomaji } from './romaji-fold.ts'
import { foldForSearch } from './search-fold.ts'
import type { SearchableText, TextQuery } from './search-match.ts'

/**
 * A text's other plausible readings, by the text folded (`foldForSearch(text)`), space-separated,
 * each written against the reading the text ships (`encodeOtherReadings`): what a database alone
 * proposes, what the dictionary also reads its words as, and the kanji the analyser left unread,
 * worked out by the build (build-src/search-keys/compute-other-readings.ts) and loaded with the
 * ranking.
 */
export type OtherReadings = Readonly<Record<string, string>>

/**
 * Other readings as the table holds them: each as how much it shares with the start and the end of
 * the shipped reading, and what it has between (`3,5,かい` for しんかいしょうじょ beside
 * しんいしょうじょ). They mostly differ in a word or two, so this is half the bytes, even gzipped.
 */
export function encodeOtherReadings(shipped: string, readings: readonly string[]): string {
  return readings
    .map((reading) => {
      let start = 0
      while (start < reading.length && reading[start] === shipped[start]) start++
      let end = 0
      const most = Math.min(reading.length, shipped.length) - start
      while (end < most && reading.at(-1 - end) === shipped.at(-1 - end)) end++
      return `${start},${end},${reading.slice(start, reading.length - end)}`
    })
    .join(' ')
}

function decodeOtherReadings(shipped: string, encoded: string): string[] {
  return encoded.split(' ').map((one) => {
    const [start = '0', end = '0', ...middle] = one.split(',')
    const tail = Number(end) === 0 ? '' : shipped.slice(-Number(end))
    return shipped.slice(0, Number(start)) + middle.join(',') + tail
  })
}

const readingsOf = new WeakMap<SearchableText, readonly string[]>()
const romajiOf = new WeakMap<SearchableText, readonly string[]>()

/** A text's other readings, worked out once per text (ahead, by the ranking). */
export function otherKeys(field: SearchableText, table: OtherReadings): readonly string[] {
  let readings = readingsOf.get(field)
  if (!readings) {
    const encoded = table[foldForSearch(field.text)]
    readings = encoded === undefined ? [] : decodeOtherReadings(field.reading, encoded)
    readingsOf.set(field, readings)
  }
  return readings
}

/**
 * The romaji of a text's other readings, worked out once per text apart from the readings: only a
 * latin query needs them, and they cost the ranking's preparation half its time.
 */
export function otherRomaji(field: SearchableText, table: OtherReadings): readonly string[] {
  let romaji = romajiOf.get(field)
  if (!romaji) {
    // Spelt as a kana query is for the sound-alike match: the browser has no wanakana.
    romaji = otherKeys(field, table).map((r) => foldRomaji(hepburnPieces(r).join('')))
    romajiOf.set(field, romaji)
  }
  return romaji
}

/** The other reading of the field that holds the query (as kana, or as romaji), or null. */
export function otherReadingMatch(
  field: SearchableText,
  query: TextQuery,
  table: OtherReadings,
): string | null {
  const readings = otherKeys(field, table)
  const latin = query.latin?.romaji ?? ''
  const romaji = latin === '' ? null : otherRomaji(field, table)
  const at = readings.findIndex(
    (reading, i) => reading.includes(query.folded) || (romaji?.[i]?.includes(latin) ?? false),
  )
  return at < 0 ? null : readings[at]!
}
