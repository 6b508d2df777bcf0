import { localIsoDate } from '#src/shared/ui/download-file.ts'

import { favouriteKey, favourites, type FavouriteSong, parseFavourite } from './favourites.ts'
import {
  type HistoryEntry,
  historyLimit,
  listeningHistory,
  parseHistoryEntry,
  performanceKey,
} from './listening-history.ts'
import {
  parseSavedPlaylist,
  playlistLimit,
  type SavedPlaylist,
  savedPlaylists,
} from './saved-playlists.ts'
import type { StoredList } from './stored-list.ts'

export const myListFormat = 'singer-fan-site/my-list'
const fileVersion = 1
// Full lists (5000 favourites, 100 playlists, 100 plays) come to well under a megabyte: anything
// bigger is some other file, and is not parsed.
const textLimit = 2_000_000

/** `mylist-YYYY-MM-DD.json`, the visitor's local date. */
export function myListFileName(now: Date): string {
  return `mylist-${localIsoDate(now)}.json`
}

/** The favourites, saved playlists and history as a file for another device. */
export function exportMyList(now = new Date()): string {
  const file = {
    format: myListFormat,
    version: fileVersion,
    exportedAt: now.toISOString(),
    favourites: favourites.read(),
    playlists: savedPlaylists.read(),
    history: listeningHistory.read(),
  }
  return JSON.stringify(file, null, 2)
}

export type ImportResult =
  | { ok: true; added: { favourites: number; playlists: number; history: number } }
  | { ok: false; reason: 'not-json' | 'not-my-list' | 'newer-version' | 'storage' }

// A section that is missing or not a list adds nothing; an item that is not valid is skipped.
function itemsOf<T>(section: unknown, parse: (value: unknown) => T | null): T[] {
  return Array.isArray(section) ? section.map(parse).filter((item) => item !== null) : []
}

// The items whose key is neither in `seen` nor earlier among them.
function unseen<T>(items: readonly T[], keyOf: (item: T) => string, seen: Set<string>): T[] {
  return items.filter((item) => {
    const key = keyOf(item)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

const newestFirst =
  <T>(at: (item: T) => string) =>
  (a: T, b: T) =>
    Date.parse(at(b)) - Date.parse(at(a))

/** A list and the items it would hold after the merge: worked out for every list before any is written. */
interface Merge<T> {
  list: StoredList<T>
  next: readonly T[]
  keyOf: (item: T) => string
}

/**
 * Writes the merged items, only if they differ, so a section that adds nothing leaves the stored
 * value as it was (even one this version cannot read). Counts the items kept that were not there.
 */
function replace<T>({ list, next, keyOf }: Merge<T>) {
  const before = list.read()
  const same = next.length === before.length && next.every((item, i) => item === before[i])
  const stored = same || list.write(next)
  const known = new Set(before.map(keyOf))
  return { stored, added: list.read().filter((item) => !known.has(keyOf(item))).length }
}

function mergeFavourites(section: unknown): Merge<FavouriteSong> {
  const before = favourites.read()
  const known = new Set(before.map(favouriteKey))
  const added = unseen(itemsOf(section, parseFavourite), favouriteKey, known)
  return { list: favourites, next: before.concat(added), keyOf: favouriteKey }
}

// The visitor's playlists all stay: the file's fill the room left, newest first.
function mergePlaylists(section: unknown): Merge<SavedPlaylist> {
  const before = savedPlaylists.read()
  const idOf = (playlist: SavedPlaylist) => playlist.id
  const newest = newestFirst((playlist: SavedPlaylist) => playlist.savedAt)
  const added = unseen(itemsOf(section, parseSavedPlaylist), idOf, new Set(before.map(idOf)))
    .sort(newest)
    .slice(0, Math.max(0, playlistLimit - before.length))
  return { list: savedPlaylists, next: before.concat(added).sort(newest), keyOf: idOf }
}

// One entry per performance, the later play of the two; the latest 100 plays of both devices.
function mergeHistory(section: unknown): Merge<HistoryEntry> {
  const byPerformance = new Map<string, HistoryEntry>()
  for (const entry of listeningHistory.read().concat(itemsOf(section, parseHistoryEntry))) {
    const key = performanceKey(entry)
    const kept = byPerformance.get(key)
    if (!kept || Date.parse(entry.playedAt) > Date.parse(kept.playedAt))
      byPerformance.set(key, entry)
  }
  const next = [...byPerformance.values()]
    .sort(newestFirst((entry) => entry.playedAt))
    .slice(0, historyLimit)
  return { list: listeningHistory, next, keyOf: performanceKey }
}

type Sections = Record<string, unknown>

/** The file's sections, or why it is not a my-list file this version reads. */
function sectionsOf(
  text: string,
): { ok: true; sections: Sections } | Extract<ImportResult, { ok: false }> {
  if (text.length > textLimit) return { ok: false, reason: 'not-my-list' }
  let file: unknown
  try {
    file = JSON.parse(text)
  } catch {
    return { ok: false, reason: 'not-json' }
  }
  if (typeof file !== 'object' || file === null) return { ok: false, reason: 'not-my-list' }
  const { format, version, ...sections } = file as Record<string, unknown>
  if (format !== myListFormat || typeof version !== 'number')
    return { ok: false, reason: 'not-my-list' }
  if (version > fileVersion) return { ok: false, reason: 'newer-version' }
  if (version !== fileVersion) return { ok: false, reason: 'not-my-list' }
  return { ok: true, sections }
}

/**
 * Merges a file made by exportMyList into the lists here; nothing the visitor has is lost. A file
 * that cannot be read, however it fails, changes nothing: every list is merged before any is kept.
 */
export function importMyList(text: string): ImportResult {
  let merges: {
    favourites: Merge<FavouriteSong>
    playlists: Merge<SavedPlaylist>
    history: Merge<HistoryEntry>
  }
  try {
    const file = sectionsOf(text)
    if (!file.ok) return file
    merges = {
      favourites: mergeFavourites(file.sections.favourites),
      playlists: mergePlaylists(file.sections.playlists),
      history: mergeHistory(file.sections.history),
    }
  } catch {
    return { ok: false, reason: 'not-my-list' }
  }
  const done = {
    favourites: replace(merges.favourites),
    playlists: replace(merges.playlists),
    history: replace(merges.history),
  }
  if (!Object.values(done).every((list) => list.stored)) return { ok: false, reason: 'storage' }
  return {
    ok: true,
    added: {
      favourites: done.favourites.added,
      playlists: done.playlists.added,
      history: done.history.added,
    },
  }
}
