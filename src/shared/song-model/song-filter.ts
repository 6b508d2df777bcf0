import { byCodePoint } from './compare'
import type { SearchableText } from '../search/search-match'
import type { Performance, Song, SongModel, Stream } from './song-model'

export type SongSort = 'last' | 'title' | 'count'

export interface SongRow {
  song: Song
  /** The song's performances that pass the filter, newest first. */
  performances: Performance[]
  lastSungIso: string | null
}

/**
 * What a filter keeps, compiled once per change of the filters (the song list's own filters:
 * src/features/songs/song-list-filters.ts). Null keeps everything.
 */
export interface Keeps {
  /** Songs, by their searchable title and artist: all their performances with them. */
  song: ((song: { titleSearch: SearchableText; singerSearch: SearchableText }) => boolean) | null
  /** Single performances (their stream's date, its kind). */
  performance: ((performance: Performance) => boolean) | null
  /**
   * What a stream must pass for any of its performances to pass, tried first so that a date or a
   * kind skips whole streams.
   */
  stream: ((stream: Stream) => boolean) | null
}

/** Streams (newest first) holding at least one performance the filter keeps, with only those. */
export function filterStreams(model: SongModel, keeps: Keeps): Stream[] {
  const { song, performance } = keeps
  if (song === null && performance === null) return model.streams
  const result: Stream[] = []
  for (const stream of model.streams) {
    if (keeps.stream && !keeps.stream(stream)) continue
    const performances = stream.performances.filter(
      (p) => (song === null || song(p)) && (performance === null || performance(p)),
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

/** One row per distinct song with at least one performance the filter keeps, in the chosen order. */
export function filterSongs(
  presorted: Record<SongSort, SongRow[]>,
  { song, performance }: Keeps,
  sort: SongSort,
): SongRow[] {
  const rows = song === null ? presorted[sort] : presorted[sort].filter((row) => song(row.song))
  if (performance === null) return rows
  // Performance filters change counts and last dates, so the order is worked out again.
  const narrowed: SongRow[] = []
  for (const row of rows) {
    const performances = row.performances.filter(performance)
    if (performances.length === 0) continue
    const shown = performances.find((p) => p.dateVisible)
    narrowed.push({ song: row.song, performances, lastSungIso: shown?.isoDate ?? null })
  }
  return narrowed.sort(songComparators[sort])
}
