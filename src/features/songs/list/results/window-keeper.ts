import { type ParsedLocation, useRouter } from '@tanstack/react-router'
import { useState } from 'react'

import type { ListWindow } from './progressive-list.ts'

/** A list's window as the reader left the page: the cards in it and every card height known. */
export interface KeptWindow extends ListWindow {
  /** How many items the list held: a list that changed meanwhile starts afresh. */
  count: number
  heights: number[]
  gap: number
  inset: number
}

/** Where a list keeps its window for the history entry it is shown in. */
export interface WindowKeeper {
  /** The window this entry's list had when the reader left it, if the list still has `count` items. */
  kept: (count: number) => KeptWindow | null
  /** Keeps what `read` returns each time the reader leaves the page; returns the stop. */
  keepOnLeave: (read: () => KeptWindow | null) => () => void
}

// The windows of the last few history entries, in this page's memory: back and forward find them.
const windows = new Map<string, KeptWindow>()
const keptEntries = 20

function keep(key: string, window: KeptWindow) {
  windows.delete(key)
  windows.set(key, window)
  for (const oldest of windows.keys()) {
    if (windows.size <= keptEntries) break
    windows.delete(oldest)
  }
}

// The entry's key as the router's scroll restoration names it, so the window and the scroll
// position it restores belong to the same entry.
const entryKey = (location: ParsedLocation) => location.state.__TSR_key ?? location.href

/** The part of the router a keeper reads: where the page is, and when it changes. */
export interface KeeperRouter {
  state: { location: ParsedLocation }
  subscribe: (
    event: 'onBeforeLoad',
    listener: (event: { fromLocation?: ParsedLocation; pathChanged: boolean }) => void,
  ) => () => void
}

/** The keeper of the list on the history entry `router` is on. */
export function windowKeeper(router: KeeperRouter): WindowKeeper {
  return {
    kept: (count) => {
      const window = windows.get(entryKey(router.state.location))
      return window?.count === count ? window : null
    },
    // Only a change of page: the list's own search changes (typing) cost no measuring.
    keepOnLeave: (read) =>
      router.subscribe('onBeforeLoad', ({ fromLocation, pathChanged }) => {
        if (!fromLocation || !pathChanged) return
        const window = read()
        if (window) keep(entryKey(fromLocation), window)
      }),
  }
}

/**
 * The keeper of the list on the history entry the page is on: a reader deep in a long list who
 * opens a song and comes back finds the same cards at the same heights, so the scroll position
 * the router restores lands on the card they left instead of past the end of a first render.
 */
export function useWindowKeeper(): WindowKeeper {
  const router = useRouter()
  const [keeper] = useState(() => windowKeeper(router))
  return keeper
}
