import {
  markMatches,
  matchedVia,
  matchesText,
  type SearchableText,
  type TextQuery,
} from '#src/shared/search/search-match.ts'

import type { ActiveQueries, FieldQueries, MarkedField, MatchMarks } from './search-types.ts'

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

/** How the rows mark what `queries` matched in their titles and artists. */
export const matchMarks = (queries: ActiveQueries): MatchMarks => ({
  queries,
  runs: (field, text, which) =>
    markMatches(text, queriesToMark(field, which, queries), queries.forms),
  via: (field, which) => matchedVia(field, queriesToMark(field, which, queries), queries.forms),
})
