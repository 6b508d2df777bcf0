import { byCodePoint } from './compare'
import type { HanForms } from '../search/search-fold'
import {
  compileQuery,
  matchesText,
  type SearchableText,
  type TextQuery,
} from '../search/search-match'
import type { Performance, Song, SongModel, Stream } from './song-model'

export interface SongFilter {
  q: string
  singer: string
  /** ISO date, or '' for every date. */
  date: string
  type: 'all' | 'request'
}

export type SongSort = 'last' | 'title' | 'count'

export interface SongRow {
  song: Song
  /** The song's performances that pass the filter, newest first. */
  performances: Performance[]
  lastSungIso: string | null
}

interface CompiledFilter {
  matchesSong: (song: { titleSearch: SearchableText; singerSearch: SearchableText }) => boolean
  /** Null when no stream-level condition is set, so callers can skip the per-performance pass. */
  matchesStream: ((p: Performance) => boolean) | null
}

// The queries are folded once per filter pass, never per item.
function compile(filter: SongFilter, forms: HanForms): CompiledFilter {
  const q = compileQuery(filter.q, forms)
  const singer = compileQuery(filter.singer, forms)
  const { date, type } = filter
  // A song's performances share its fields: each field is matched once per pass.
  const memo = (query: TextQuery | null) => {
    if (query === null) return () => true
    const known = new Map<SearchableText, boolean>()
    return (field: SearchableText) => {
      let found = known.get(field)
      if (found === undefined) {
        found = matchesText(field, query)
        known.set(field, found)
      }
      return found
    }
  }
  const titleMatches = memo(q)
  const singerMatches = memo(singer)
  return {
    matchesSong: (song) => titleMatches(song.titleSearch) && singerMatches(song.singerSearch),
    matchesStream:
      date === '' && type === 'all'
        ? null
        : (p) =>
            (date === '' || (p.dateVisible && p.isoDate === date)) &&
            (type === 'all' || p.category === type),
  }
}

/** Streams (newest first) holding at least one matching performance, with only those. */
export function filterStreams(model: SongModel, filter: SongFilter): Stream[] {
  const { matchesSong, matchesStream } = compile(filter, model.hanForms)
  const result: Stream[] = []
  for (const stream of model.streams) {
    if (filter.date !== '' && !(stream.dateVisible && stream.isoDate === filter.date)) continue
    if (filter.type !== 'all' && stream.category !== filter.type) continue
    const performances = stream.performances.filter(
      (p) => matchesSong(p) && (matchesStream === null || matchesStream(p)),
    )
    if (performances.length === stream.performances.length) result.push(stream)
    else if (performances.length > 0) result.push({ ...stream, performances })
  }
  return result
}

const byLast = (a: SongRow, b: SongRow) =>
  byCodePoint(b.lastSungIso ?? '', a.lastSungIso ?? '') ||
  byCodePoint(a.song.sortKey, b.song.sortKey)
const byTitle = (a: SongRow, b: SongRow) =>
  byCodePoint(a.song.sortKey, b.song.sortKey) ||
  byCodePoint(a.song.singerSearch.key, b.song.singerSearch.key)
const byCount = (a: SongRow, b: SongRow) =>
  b.performances.length - a.performances.length || byLast(a, b)

export const songComparators: Record<SongSort, (a: SongRow, b: SongRow) => number> = {
  last: byLast,
  title: byTitle,
  count: byCount,
}

/** Sorted rows of every song, made once per model so a text-only filter never sorts again. */
export function presortSongs(model: SongModel): Record<SongSort, SongRow[]> {
  const rows = model.songs.map((song) => ({
    song,
    performances: song.performances,
    lastSungIso: song.lastSungIso,
  }))
  return {
    last: [...rows].sort(byLast),
    title: [...rows].sort(byTitle),
    count: [...rows].sort(byCount),
  }
}

/** One row per distinct song with at least one matching performance, in the chosen order. */
export function filterSongs(
  presorted: Record<SongSort, SongRow[]>,
  filter: SongFilter,
  sort: SongSort,
  forms: HanForms,
): SongRow[] {
  const { matchesSong, matchesStream } = compile(filter, forms)
  const rows = presorted[sort].filter((row) => matchesSong(row.song))
  if (matchesStream === null) return rows
  // Date and type change counts and last dates, so the order is worked out again.
  const narrowed: SongRow[] = []
  for (const row of rows) {
    const performances = row.performances.filter(matchesStream)
    if (performances.length === 0) continue
    const shown = performances.find((p) => p.dateVisible)
    narrowed.push({ song: row.song, performances, lastSungIso: shown?.isoDate ?? null })
  }
  return narrowed.sort(songComparators[sort])
}
