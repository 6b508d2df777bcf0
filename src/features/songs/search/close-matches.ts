import { minOf } from '#src/lib/arrays.ts'
import { hepburnPieces } from '#src/shared/search/readable-romaji.ts'
import { foldRomaji } from '#src/shared/search/romaji-fold.ts'
import type { SearchableText, TextQuery } from '#src/shared/search/search-match.ts'

// Two rows of the edit-distance table, kept between calls: the search runs on every keystroke.
let previous = new Int32Array(64)
let current = new Int32Array(64)

/**
 * The fewest edits (insert, delete, substitute) that turn `query` into some part of `text`:
 * edit distance with a free start and end in the text (Sellers' algorithm).
 */
export function distanceWithin(query: string, text: string): number {
  const m = query.length
  if (previous.length <= m) {
    previous = new Int32Array(m + 1)
    current = new Int32Array(m + 1)
  }
  for (let i = 0; i <= m; i++) previous[i] = i
  let best = m
  for (let j = 0; j < text.length; j++) {
    const ch = text.charCodeAt(j)
    current[0] = 0
    for (let i = 1; i <= m; i++) {
      const substitute = previous[i - 1]! + (query.charCodeAt(i - 1) === ch ? 0 : 1)
      current[i] = Math.min(previous[i]! + 1, current[i - 1]! + 1, substitute)
    }
    if (current[m]! < best) best = current[m]!
    ;[previous, current] = [current, previous]
  }
  return best
}

/** One typo per four letters, at most two: short queries get few close matches, none random. */
export const allowedTypos = (query: string) => Math.min(2, Math.floor(query.length / 4))

/** A kana or kanji says more than a letter: one typo per three, at most two. */
export const allowedScriptTypos = (query: string) => Math.min(2, Math.floor([...query].length / 3))

const within = (query: string, text: string, typos: number) => {
  const distance = distanceWithin(query, text)
  return distance <= typos ? distance : Infinity
}

const isLatin = (key: string) => /^[a-z0-9]+$/.test(key)
const romajiKeys = new WeakMap<SearchableText, string[]>()
/** The field's Latin keys (a Latin title, an alias) in romaji's folded spelling, worked out once. */
function latinAsRomaji(field: SearchableText): string[] {
  let keys = romajiKeys.get(field)
  if (!keys) {
    keys = field.key.split('\u0000').filter(isLatin).map(foldRomaji)
    romajiKeys.set(field, keys)
  }
  return keys
}

/**
 * How far a query is from a field, counting only comparisons within the typos its form allows.
 * A Latin query meets the Latin keys, the romaji and the pinyin (the romaji form can be much
 * shorter than the query as typed: zzzz folds to z); any other meets the text, reading and
 * aliases in its own script, and a kana query also meets the romaji and Latin titles as romaji
 * (レモン: Lemon).
 */
function distanceTo(field: SearchableText, query: TextQuery, kanaRomaji: string | null): number {
  const keys = field.key.split('\u0000')
  const { latin } = query
  if (latin) {
    const near = (q: string, text: string) => within(q, text, allowedTypos(q))
    return minOf([
      ...keys.filter(isLatin).map((k) => near(latin.plain, k)),
      field.romaji === '' ? Infinity : near(latin.romaji, field.romaji),
      field.pinyin === '' ? Infinity : near(latin.pinyin, field.pinyin.replaceAll(' ', '')),
    ])
  }
  const typos = allowedScriptTypos(query.folded)
  const own = keys.filter((k) => !isLatin(k)).map((k) => within(query.folded, k, typos))
  if (kanaRomaji === null) return minOf(own)
  const romajiTypos = allowedTypos(kanaRomaji)
  return minOf([
    ...own,
    ...[field.romaji, ...latinAsRomaji(field)].map((k) =>
      k === '' ? Infinity : within(kanaRomaji, k, romajiTypos),
    ),
  ])
}

/**
 * Items one or two typos away from a query that matched nothing, closest first, then in the order
 * given: in romaji, pinyin and Latin titles for a Latin query, in the readings (kana or romaji)
 * and texts for a kana or kanji one. Nothing for queries too short to allow a typo.
 */
export function closeMatches<T>(
  items: readonly T[],
  fieldOf: (item: T) => SearchableText,
  query: TextQuery | null,
  limit = 5,
): T[] {
  if (!query) return []
  const kana = /^[\p{sc=Hiragana}ー]+$/u.test(query.folded)
  const kanaRomaji = kana ? foldRomaji(hepburnPieces(query.folded).join('')) : null
  const short = query.latin
    ? allowedTypos(query.latin.plain) === 0
    : allowedScriptTypos(query.folded) === 0 && (!kanaRomaji || allowedTypos(kanaRomaji) === 0)
  if (short) return []
  return items
    .map((item, order) => ({ item, order, distance: distanceTo(fieldOf(item), query, kanaRomaji) }))
    .filter((c) => c.distance !== Infinity)
    .sort((a, b) => a.distance - b.distance || a.order - b.order)
    .slice(0, limit)
    .map((c) => c.item)
}
