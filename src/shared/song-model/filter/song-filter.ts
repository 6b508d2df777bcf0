import { gojuonKey } from '#src/shared/search/gojuon-key.ts'
import type { SearchableText } from '#src/shared/search/search-match.ts'
import type { Performance, Song, SongModel, Stream } from '#src/shared/song-model/song-model.ts'
import { byCodePoint } from '#src/shared/song-model/text/compare.ts'

/**
 * The orders a fan can choose (docs/song-list.md, "Orders"): `match` the best match first (while
 * a query is typed, song-rank.ts), `last` newest first, `oldest` the longest since first,
 * `title`, `count` most sung first. Songs and streams read them alike.
 */
export type SongSort = 'match' | 'last' | 'oldest' | 'title' | 'count'

export interface SongRow {
  song: Song
  /** The song's performances that pass the filter, newest first. */
  performances: Performance[]
  lastSungIso: string | null
}

/**
 * What a filter keeps, compiled once per change of the filters (the song list's own filters:
 * src/features/songs/list/filters/song-list-filters.ts). Null keeps everything.
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
  // Each song is tested once, not once per performance: a stream pass then only looks it up.
  const songs = song && new Set(model.songs.filter(song).map((s) => s.key))
  const result: Stream[] = []
  for (const stream of model.streams) {
    if (keeps.stream && !keeps.stream(stream)) continue
    const performances = stream.performances.filter(
      (p) => (songs === null || songs.has(p.songKey)) && (performance === null || performance(p)),
    )
    if (performances.length === stream.performances.length) result.push(stream)
    else if (performances.length > 0) result.push({ ...stream, performances })
  }
  return result
}

/**
 * The orders worked out once per model (at build, shipped in the song data); the title order is
 * worked out per language, and the oldest-first order from `count`, in the browser.
 */
export type PresortedSongs = Record<'last' | 'count', SongRow[]>

const byLast = (a: SongRow, b: SongRow) =>
  byCodePoint(b.lastSungIso ?? '', a.lastSungIso ?? '') ||
  byCodePoint(a.song.sortKey, b.song.sortKey)
export const byCount = (a: SongRow, b: SongRow): number =>
  b.performances.length - a.performances.length || byLast(a, b)
// Not sung for the longest: the oldest shown date first; a song with every date hidden has no
// "days since", so it comes last.
const byDaysSince = (a: string | null, b: string | null) =>
  Number(a === null) - Number(b === null) || byCodePoint(a ?? '', b ?? '')
// Of one date, the most sung first (the better request), then by title: `byCount` within it.
const byOldest = (a: SongRow, b: SongRow) =>
  byDaysSince(a.lastSungIso, b.lastSungIso) || byCount(a, b)
const orders = { last: byLast, oldest: byOldest, count: byCount }

/** Sorted rows of every song, made once per model so a text-only filter never sorts again. */
export function presortSongs(model: SongModel): PresortedSongs {
  const rows = model.songs.map((song) => ({
    song,
    performances: song.performances,
    lastSungIso: song.lastSungIso,
  }))
  return { last: [...rows].sort(byLast), count: [...rows].sort(byCount) }
}

const oldestOrders = new WeakMap<readonly SongRow[], SongRow[]>()

/**
 * `byOldest` without sorting the songs: the `count` order (the most sung first, then by title)
 * dealt into runs of one date, the runs oldest first and the songs with no shown date last.
 * Worked out once.
 */
function oldestOrder(count: readonly SongRow[]): SongRow[] {
  let ordered = oldestOrders.get(count)
  if (!ordered) {
    const runs = new Map<string | null, SongRow[]>()
    for (const row of count) {
      const run = runs.get(row.lastSungIso)
      if (run) run.push(row)
      else runs.set(row.lastSungIso, [row])
    }
    ordered = [...runs.keys()].sort(byDaysSince).flatMap((date) => runs.get(date) ?? [])
    oldestOrders.set(count, ordered)
  }
  return ordered
}

/** The language whose title order a caller that names none gets: the site's source language. */
const sourceLocale = 'ja'

const titleOrders = new WeakMap<readonly SongRow[], Map<string, SongRow[]>>()

/** Japanese: by the reading's gojūon key, then as read, by artist, by song (see `titleOrder`). */
function byReading(rows: readonly SongRow[]): SongRow[] {
  return rows
    .map((row) => ({ row, key: gojuonKey(row.song.sortKey) }))
    .sort(
      ({ row: a, key: x }, { row: b, key: y }) =>
        byCodePoint(x, y) ||
        byCodePoint(a.song.sortKey, b.song.sortKey) ||
        byCodePoint(a.song.singerSearch.key, b.song.singerSearch.key) ||
        byCodePoint(a.song.key, b.song.key),
    )
    .map(({ row }) => row)
}

/** Any other language: Latin first, then the titles as written in its collation, by artist. */
function byCollation(rows: readonly SongRow[], locale: string): SongRow[] {
  const collator = new Intl.Collator(locale)
  return rows
    .map((row) => ({ row, latin: /^[a-z0-9]/.test(row.song.titleSearch.key) }))
    .sort(
      ({ row: a, latin: x }, { row: b, latin: y }) =>
        Number(y) - Number(x) ||
        collator.compare(a.song.songName, b.song.songName) ||
        collator.compare(a.song.singer, b.song.singer) ||
        byCodePoint(a.song.key, b.song.key),
    )
    .map(({ row }) => row)
}

/**
 * Every song in title order for a language (a BCP 47 tag), worked out once per language on first
 * use. Japanese: by the kana reading in gojūon order, by code point, so Latin titles (and digits)
 * come first and titles the build could not read (most Chinese titles) last. Any other language:
 * titles beginning with a Latin letter or digit first, then the titles as written in the
 * language's collation (zh-Hant: Chinese characters by stroke count, then kana).
 */
export function titleOrder(rows: readonly SongRow[], locale: string): SongRow[] {
  let orders = titleOrders.get(rows)
  if (!orders) titleOrders.set(rows, (orders = new Map()))
  let ordered = orders.get(locale)
  if (!ordered) {
    ordered = locale.split('-')[0] === 'ja' ? byReading(rows) : byCollation(rows, locale)
    orders.set(locale, ordered)
  }
  return ordered
}

/**
 * One row per distinct song with at least one performance the filter keeps, in the chosen order;
 * titles in the order of `locale`, the page's language (see `titleOrder`).
 */
export function filterSongs(
  presorted: PresortedSongs,
  keeps: Keeps,
  sort: SongSort,
  locale = sourceLocale,
): SongRow[] {
  // The best match first is ranked by the ranking's code (song-rank.ts); without it, newest first.
  if (sort === 'match') return filterSongs(presorted, keeps, 'last', locale)
  const { song, performance } = keeps
  const all =
    sort === 'title'
      ? titleOrder(presorted.last, locale)
      : sort === 'oldest'
        ? oldestOrder(presorted.count)
        : presorted[sort]
  const rows = song === null ? all : all.filter((row) => song(row.song))
  if (performance === null) return rows
  // Performance filters change counts and last dates, so those orders are worked out again.
  const narrowed = narrow(rows, performance)
  return sort === 'title' ? narrowed : narrowed.sort(orders[sort])
}

/** The rows with only the performances that pass, the rows left with none dropped. */
export function narrow(
  rows: readonly SongRow[],
  performance: (p: Performance) => boolean,
): SongRow[] {
  const narrowed: SongRow[] = []
  for (const row of rows) {
    const performances = row.performances.filter(performance)
    if (performances.length === 0) continue
    const shown = performances.find((p) => p.dateVisible)
    narrowed.push({ song: row.song, performances, lastSungIso: shown?.isoDate ?? null })
  }
  return narrowed
}

/**
 * Streams (newest first, as `filterStreams` gives them) in the chosen order, each stream a unit:
 * `oldest` puts the longest since first, and the streams whose date is hidden, which have no
 * "days since", last; `count` puts the most performances first, ties newest first. `last` and
 * `title` (streams have no song title) keep them newest first.
 */
export function sortStreams(streams: Stream[], sort: SongSort): Stream[] {
  if (sort === 'count') {
    return [...streams].sort((a, b) => b.performances.length - a.performances.length)
  }
  if (sort !== 'oldest') return streams
  return [
    ...streams.filter((s) => s.dateVisible).reverse(),
    ...streams.filter((s) => !s.dateVisible),
  ]
}
