import { useEffect, useSyncExternalStore } from 'react'

/**
 * Whether the browser keeps this site's storage when it clears space or, as Safari does, a site
 * unvisited for seven days: `kept` (persistent), `may-clear`, `unknown` (the browser cannot say).
 * `unasked` until read.
 */
export type StoragePersistence = 'kept' | 'may-clear' | 'unknown' | 'unasked'

let state: StoragePersistence = 'unasked'
let asking: Promise<StoragePersistence> | null = null
const listeners = new Set<() => void>()

function settle(next: StoragePersistence): StoragePersistence {
  state = next
  listeners.forEach((listener) => listener())
  return next
}

function storageManager(): StorageManager | null {
  return typeof navigator !== 'undefined' && navigator.storage ? navigator.storage : null
}

/**
 * Asks the browser once per page to keep the site's storage (`navigator.storage.persist()`), after
 * asking whether it does already: a browser may prompt, so only when the visitor saves something.
 */
export function askToKeepStorage(): Promise<StoragePersistence> {
  asking ??= (async () => {
    const manager = storageManager()
    if (!manager?.persist || !manager.persisted) return settle('unknown')
    try {
      if (await manager.persisted()) return settle('kept')
      return settle((await manager.persist()) ? 'kept' : 'may-clear')
    } catch {
      return settle('unknown')
    }
  })()
  return asking
}

/** Reads, without asking, whether the storage is kept. */
export async function checkStorageKept(): Promise<StoragePersistence> {
  if (asking) return asking
  const manager = storageManager()
  if (!manager?.persisted) return settle('unknown')
  try {
    return settle((await manager.persisted()) ? 'kept' : 'may-clear')
  } catch {
    return settle('unknown')
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** The storage's persistence, checked (never asked) when the component mounts. */
export function useStoragePersistence(): StoragePersistence {
  useEffect(() => {
    void checkStorageKept()
  }, [])
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => 'unasked',
  )
}
