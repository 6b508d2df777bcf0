import {
  matchesText,
  type SearchableText,
  type TextQuery,
} from '#src/shared/search/search-match.ts'

/** The two texts of a row the text filters search, and mark matches in. */
export type MarkedField = 'title' | 'singer'

/** The compiled text queries by field (`any`: the general box): what the list marks. */
export type FieldQueries = Record<MarkedField | 'any', TextQuery | null>

/** A query whole, or, when it has several words and does not hold as a whole, its words. */
const wholeOrWords = (field: SearchableText, query: TextQuery | null): TextQuery[] =>
  !query ? [] : query.words.length === 0 || matchesText(field, query) ? [query] : query.words

/**
 * The queries whose matches a field marks: its own filter's query and the general box's, each
 * whole or by its words; and the words of the other text filter's query, which may each be found
 * in either field.
 */
export function queriesToMark(
  field: SearchableText,
  which: MarkedField,
  queries: FieldQueries,
): TextQuery[] {
  const other = queries[which === 'title' ? 'singer' : 'title']
  return [
    ...wholeOrWords(field, queries[which]),
    ...wholeOrWords(field, queries.any),
    ...(other?.words ?? []),
  ]
}
