import { decodeQueue } from '#src/shared/playlist/queue-code.ts'
import { hiddenCharacters } from '#src/shared/song-model/text/hidden-characters.ts'

import { createStoredList, type StoredList, useStoredList } from './stored-list.ts'
import { parseTimestamp } from './timestamp.ts'

/** A queue the visitor named and kept. `play` is a queue code; `savedAt` an ISO 8601 timestamp. */
export interface SavedPlaylist {
  id: string
  name: string
  play: string
  savedAt: string
}

export const playlistNameLimit = 80
export const playlistLimit = 100

const idPattern = /^[\w-]{1,64}$/

// Without the characters the data refuses (a U+202E would turn the rename message around), and cut
// by code points, so a name never ends in half an emoji.
function playlistName(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const visible = value.replace(hiddenCharacters, '').trim()
  const name = Array.from(visible).slice(0, playlistNameLimit).join('').trim()
  return name === '' ? null : name
}

/** A stored or imported playlist (its name trimmed and cut to the limit), or null if not one. */
export function parseSavedPlaylist(value: unknown): SavedPlaylist | null {
  if (typeof value !== 'object' || value === null) return null
  const { id, name, play, savedAt } = value as Record<string, unknown>
  const kept = playlistName(name)
  const at = parseTimestamp(savedAt)
  if (typeof id !== 'string' || !idPattern.test(id) || kept === null || at === null) return null
  return typeof play === 'string' && decodeQueue(play)
    ? { id, name: kept, play, savedAt: at }
    : null
}

export const savedPlaylists: StoredList<SavedPlaylist> = createStoredList({
  key: 'mylist:playlists',
  version: 1,
  parseItem: parseSavedPlaylist,
  keyOf: (playlist) => playlist.id,
  limit: playlistLimit,
})

// randomUUID exists only in secure contexts (https, localhost).
function newId(now: Date): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function')
    return crypto.randomUUID()
  return `${now.getTime().toString(36)}-${Math.random().toString(36).slice(2, 10)}`
}

/**
 * Keeps `play` under `name` as the newest playlist (the oldest goes when 100 are kept), or null
 * when the name is empty or the queue code does not decode.
 */
export function savePlaylist(name: string, play: string, now = new Date()): SavedPlaylist | null {
  const saved = parseSavedPlaylist({ id: newId(now), name, play, savedAt: now.toISOString() })
  if (saved) savedPlaylists.write([saved, ...savedPlaylists.read()])
  return saved
}

/** False when there is no such playlist or the name is empty. */
export function renamePlaylist(id: string, name: string): boolean {
  const list = savedPlaylists.read()
  const kept = playlistName(name)
  if (kept === null || !list.some((playlist) => playlist.id === id)) return false
  savedPlaylists.write(
    list.map((playlist) => (playlist.id === id ? { ...playlist, name: kept } : playlist)),
  )
  return true
}

/** False when there is no such playlist. */
export function deletePlaylist(id: string): boolean {
  const list = savedPlaylists.read()
  if (!list.some((playlist) => playlist.id === id)) return false
  savedPlaylists.write(list.filter((playlist) => playlist.id !== id))
  return true
}

export function useSavedPlaylists(): readonly SavedPlaylist[] {
  return useStoredList(savedPlaylists)
}
