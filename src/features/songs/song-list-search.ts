import type { SearchSchemaInput } from '@tanstack/react-router'
import { parseStreamDate } from '../../shared/song-model/stream-date'

export const songListViews = ['streams', 'songs'] as const
export const songSorts = ['last', 'title', 'count'] as const
export const songTypes = ['all', 'request'] as const

export interface SongListSearch {
  /** Song-name query, as typed. */
  q: string
  /** Singer query, as typed or chosen. */
  singer: string
  /** One stream date (ISO `YYYY-MM-DD`), or '' for all dates. */
  date: string
  type: (typeof songTypes)[number]
  view: (typeof songListViews)[number]
  sort: (typeof songSorts)[number]
}

/** Left out of the URL by the route's `stripSearchParams`. */
export const songListDefaults: SongListSearch = {
  q: '',
  singer: '',
  date: '',
  type: 'all',
  view: 'streams',
  sort: 'last',
}

// Long enough for any title; a pasted novel in the URL is cut, not rejected.
const maxTextLength = 100

// The router reads every value as text (src/lib/plain-search.ts); a repeated key is a list: dropped.
function text(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, maxTextLength) : ''
}

function oneOf<T extends string>(options: readonly T[], value: unknown, fallback: T): T {
  return options.find((option) => option === value) ?? fallback
}

function isoDate(value: unknown): string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return ''
  return parseStreamDate(value.replaceAll('-', '/')) === value ? value : ''
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
    q: text(search.q),
    singer: text(search.singer),
    date: isoDate(search.date),
    type: oneOf(songTypes, search.type, songListDefaults.type),
    view: oneOf(songListViews, search.view, songListDefaults.view),
    sort: oneOf(songSorts, search.sort, songListDefaults.sort),
  }
}
