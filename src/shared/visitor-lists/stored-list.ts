import { useSyncExternalStore } from 'react'

import { askToKeepStorage } from './storage-persistence.ts'

/** A list kept in localStorage, read when first needed and shared by every reader on the page. */
export interface StoredList<T> {
  /**
   * The current items (a stable array between changes, so it can be a useSyncExternalStore
   * snapshot).
   */
  read(): readonly T[]
  /**
   * Replaces the items (cut to the limit) and tells subscribers; false when storage refused it
   * (blocked, full). The in-memory value changes anyway, so the page still works for this visit.
   */
  write(items: readonly T[]): boolean
  subscribe(listener: () => void): () => void
}

// Storage can be missing (prerendering in Node), blocked (privacy modes, sandboxed frames) or null
// (storage disabled): the list then lasts as long as the page.
function storage(): Storage | null {
  try {
    return window.localStorage ?? null
  } catch {
    return null
  }
}

interface ListOptions<T> {
  key: string
  version: number
  /** The item a stored or imported value holds, or null; it may throw on any value. */
  parseItem: (value: unknown) => T | null
  /** Names an item: a later item of the same name (a tampered value) is dropped. */
  keyOf: (item: T) => string
  limit: number
}

// A value no parser foresaw reads as one item less: nothing stored can take the page down.
function parseOrNull<T>(parseItem: (value: unknown) => T | null, value: unknown): T | null {
  try {
    return parseItem(value)
  } catch {
    return null
  }
}

function parseStored<T>(
  raw: string | null,
  { version, parseItem, keyOf, limit }: ListOptions<T>,
): T[] {
  let stored: unknown
  try {
    stored = raw === null ? null : JSON.parse(raw)
  } catch {
    return []
  }
  if (typeof stored !== 'object' || stored === null) return []
  const { v, items: values } = stored as Record<string, unknown>
  if (v !== version || !Array.isArray(values)) return []
  const items: T[] = []
  const seen = new Set<string>()
  for (const value of values as unknown[]) {
    if (items.length === limit) break
    const item = parseOrNull(parseItem, value)
    if (item === null || seen.has(keyOf(item))) continue
    seen.add(keyOf(item))
    items.push(item)
  }
  return items
}

/**
 * A list stored as `{"v": version, "items": [...]}` under `key`. A stored value this version
 * cannot read (corrupt, foreign, newer) reads as empty, and stays until the visitor changes the
 * list.
 */
export function createStoredList<T>(options: ListOptions<T>): StoredList<T> {
  const { key, version, limit } = options
  // Null until first needed: nothing is read while modules load, nor ever while prerendering.
  let items: readonly T[] | null = null
  const listeners = new Set<() => void>()
  const notify = () => listeners.forEach((listener) => listener())

  function load(): readonly T[] {
    let raw: string | null = null
    try {
      raw = storage()?.getItem(key) ?? null
    } catch {
      // Unreadable storage reads as empty.
    }
    return parseStored(raw, options)
  }

  // Another tab's change (key null: it cleared storage). Listened to from the first use, not only
  // while subscribed, so a write from code that does not render the list (the player recording a
  // play) starts from the other tab's items rather than overwriting them.
  function onStorage(event: StorageEvent): void {
    if (event.key !== key && event.key !== null) return
    items = load()
    notify()
  }

  function loaded(): readonly T[] {
    if (items === null) {
      items = load()
      if (typeof window !== 'undefined') window.addEventListener('storage', onStorage)
    }
    return items
  }

  function persist(kept: readonly T[]): boolean {
    try {
      const target = storage()
      target?.setItem(key, JSON.stringify({ v: version, items: kept }))
      return target !== null
    } catch {
      return false
    }
  }

  return {
    read: loaded,
    write(next) {
      loaded()
      const kept = next.slice(0, limit)
      items = kept
      const stored = persist(kept)
      notify()
      // The first thing saved is when keeping it starts to matter (and a prompt makes sense).
      if (stored && kept.length > 0) void askToKeepStorage()
      return stored
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

const none: readonly never[] = []

/** The list's items, rendering again when they change; empty on the server and while hydrating. */
export function useStoredList<T>(list: StoredList<T>): readonly T[] {
  return useSyncExternalStore(list.subscribe, list.read, () => none)
}
