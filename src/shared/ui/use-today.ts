import { useSyncExternalStore } from 'react'

import { localIsoDate } from './download-file.ts'

const noChanges = () => () => {}

/**
 * The visitor's calendar day, or null in the prerender and while hydrating: a page built days ago
 * must not say "3 days ago" in its HTML, and hydration must see the markup it was given.
 */
export function useToday(): string | null {
  return useSyncExternalStore(
    noChanges,
    () => localIsoDate(new Date()),
    () => null,
  )
}
