import {
  matchesText,
  type SearchableText,
  type TextQuery,
} from '#src/shared/search/search-match.ts'

/** The two texts of a row the text filters search, and mark matches in. */
export type MarkedField = 'title' | 'singer'

/** The compiled text queries by field: what the list marks in titles and artists. */
export type FieldQueries = Record<MarkedField, TextQuery | null>

/**
 * The queries whose matches a field marks: its own filter's query, or, when that has several
 * words and does not hold as a whole, its words; and the words of the other text filter's query,
 * which may each be found in either field.
 */
export function queriesToMark(
  field: SearchableText,
  which: MarkedField,
  queries: FieldQueries,
): TextQuery[] {
  const own = queries[which]
  const other = queries[which === 'title' ? 'singer' : 'title']
  const mine = !own ? [] : own.words.length === 0 || matchesText(field, own) ? [own] : own.words
  return [...mine, ...(other?.words ?? [])]
}
