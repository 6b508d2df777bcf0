import type { SearchSchemaInput } from '@tanstack/react-router'

import type { SongSort } from '#src/shared/song-model/filter/song-filter.ts'

import { filterDefaults, parseFilters, type SongFilterValues } from './song-list-filters.ts'

export const songListViews = ['streams', 'songs'] as const
export type SongListView = (typeof songListViews)[number]
// Links from before `oldest` existed keep their order; an unknown value is the default. `match`,
// the default, is the best match first while text is typed, and newest first without.
export const songSorts = [
  'match',
  'last',
  'oldest',
  'title',
  'count',
] as const satisfies readonly SongSort[]

/** The song list's URL: its filters (song-list-filters.ts), and how the results are shown. */
export interface SongListSearch extends SongFilterValues {
  /** The view the visitor chose; none ('') lets the general box decide (shown-view.ts). */
  view: SongListView | ''
  sort: (typeof songSorts)[number]
}

/** Left out of the URL by the route's `stripSearchParams`. */
export const songListDefaults: SongListSearch = {
  ...filterDefaults,
  view: '',
  sort: 'match',
}

function oneOf<T extends string>(options: readonly T[], value: unknown, fallback: T): T {
  return options.find((option) => option === value) ?? fallback
}

/**
 * The route's `validateSearch`: every parameter is optional when linking, and anything malformed
 * or unknown falls back to its default instead of throwing.
 */
export function validateSongListSearch(
  input: Partial<SongListSearch> & SearchSchemaInput,
): SongListSearch {
  // The declared input type is for links; at run time the URL can hold anything.
  const search: Record<string, unknown> =
    typeof input === 'object' && input !== null ? { ...input } : {}
  return {
    ...parseFilters(search),
    view: oneOf<SongListSearch['view']>(songListViews, search.view, songListDefaults.view),
    sort: oneOf(songSorts, search.sort, songListDefaults.sort),
  }
}
