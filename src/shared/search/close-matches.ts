import type { SearchableText, TextQuery } from './search-match'

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

/**
 * How far a Latin query is from a field, counting only comparisons within the typos its form
 * allows: the romaji form can be much shorter than the query as typed (zzzz folds to z).
 */
function distanceTo(field: SearchableText, latin: NonNullable<TextQuery['latin']>): number {
  const within = (query: string, text: string) => {
    const distance = distanceWithin(query, text)
    return distance <= allowedTypos(query) ? distance : Infinity
  }
  const plainKeys = field.key.split('\u0000').filter((k) => /^[a-z0-9]+$/.test(k))
  return Math.min(
    ...plainKeys.map((k) => within(latin.plain, k)),
    field.romaji === '' ? Infinity : within(latin.romaji, field.romaji),
    field.pinyin === '' ? Infinity : within(latin.pinyin, field.pinyin.replaceAll(' ', '')),
  )
}

/**
 * Items one or two typos away from a Latin-letter query that matched nothing, closest first,
 * then in the order given. Nothing for other scripts or for queries too short to allow a typo.
 */
export function closeMatches<T>(
  items: readonly T[],
  fieldOf: (item: T) => SearchableText,
  query: TextQuery | null,
  limit = 5,
): T[] {
  const latin = query?.latin
  if (!latin || allowedTypos(latin.plain) === 0) return []
  return items
    .map((item, order) => ({ item, order, distance: distanceTo(fieldOf(item), latin) }))
    .filter((c) => c.distance !== Infinity)
    .sort((a, b) => a.distance - b.distance || a.order - b.order)
    .slice(0, limit)
    .map((c) => c.item)
}
