import { choiceKeeps } from '#src/features/songs/list/filters/chosen-lists.ts'
import {
  type SongFilterValues,
  songListFilters,
  type TextField,
  textFilterKeys,
  type VisitorLists,
} from '#src/features/songs/list/filters/song-list-filters.ts'
import type { HanForms } from '#src/shared/search/search-fold.ts'
import {
  compileQuery,
  matchesText,
  type SearchableText,
  type TextQuery,
} from '#src/shared/search/search-match.ts'
import type { Keeps } from '#src/shared/song-model/filter/song-filter.ts'

import type {
  ActiveQueries,
  FieldQueries,
  KnownRanks,
  Ranker,
  SearchableSong,
  TextValues,
} from './search-types.ts'

// Apart from the filters' table: the route's URL parsing, which every page carries, needs the
// table but not the search code, which only the song list's own chunk needs.

const searchable = { title: 'titleSearch', singer: 'singerSearch' } as const

/**
 * What the list searches and marks with, compiled once per change of the text: each text
 * filter's query and, once its code is loaded (ranking-on-demand.ts), the `match` order's ranking
 * (`known`: the songs' ranks the worker worked out for this text).
 */
export function activeQueries(
  values: SongFilterValues,
  forms: HanForms,
  ranker: Ranker | null,
  known?: KnownRanks,
): ActiveQueries {
  const queries = fieldQueries(values, forms)
  return { ...queries, forms, ranking: ranker?.ranking(queries, forms, known) ?? null }
}

/** Each text filter's query, compiled once per change of the filters, by the field it searches. */
export function fieldQueries(values: TextValues, forms: HanForms): FieldQueries {
  const queries: FieldQueries = { any: null, title: null, singer: null }
  for (const key of textFilterKeys) {
    const { field } = songListFilters[key]
    queries[field] = compileQuery(values[key], forms)
  }
  return queries
}

/** A test of a field's text, worked out once per text: a song's performances share its fields. */
function once(query: TextQuery): (value: SearchableText) => boolean {
  const known = new Map<SearchableText, boolean>()
  return (value) => {
    let found = known.get(value)
    if (found === undefined) {
      found = matchesText(value, query)
      known.set(value, found)
    }
    return found
  }
}

/**
 * Whether a song passes a text filter: its own field (the general box: either) holds the query,
 * or, for a query of several words, each word is in the title or in the artist (千本桜 黒うさ).
 */
export function textTest(field: TextField, query: TextQuery): (song: SearchableSong) => boolean {
  const whole = once(query)
  const words = query.words.map(once)
  return (song) =>
    fieldsOf(song, field).some(whole) ||
    (words.length > 0 && words.every((word) => word(song.titleSearch) || word(song.singerSearch)))
}

/**
 * The text filters' fields in the form's order (the table's), the general box first: the first
 * with text orders the `match` order.
 */
export const textFields: readonly TextField[] = textFilterKeys.map(
  (key) => songListFilters[key].field,
)

/** The text filters' test of a song (`queries` from `fieldQueries`); null when none has text. */
export function textKeep(queries: FieldQueries): Keeps['song'] {
  const songTests = textFields.flatMap((field) => {
    const query = queries[field]
    return query === null ? [] : [textTest(field, query)]
  })
  return songTests.length ? (song) => songTests.every((test) => test(song)) : null
}

/**
 * What the filters keep: the songs their text queries find (`queries`, from `fieldQueries`), the
 * performances their choices pass (the favourites and the new streams ask `visitor`).
 */
export function compileFilters(
  values: SongFilterValues,
  queries: FieldQueries,
  visitor?: VisitorLists,
): Keeps {
  return { ...choiceKeeps(values, visitor), song: textKeep(queries) }
}

/** A song's searchable texts for a field: the general box looks in both. */
export const fieldsOf = (song: SearchableSong, field: TextField): SearchableText[] =>
  field === 'any' ? [song.titleSearch, song.singerSearch] : [song[searchable[field]]]
