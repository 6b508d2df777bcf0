import { useSyncExternalStore } from 'react'

import { songKey } from '#src/shared/song-model/keys/song-key.ts'

import { favouritesKey } from './favourites-key.ts'
import type * as Favourites from './favourites-on-demand.ts'

// The favourites as the song list shows them: stars and the favourites-only filter. The storage
// code (favourites.ts) loads only for a visitor who has favourites (or presses a star, or another
// tab adds one), after the page has shown: a first visit's song list carries none of it. Until
// it has loaded, and if it never does, no song is a favourite.

type FavouritesModule = typeof Favourites
type Song = { songName: string; singer: string }

const none: ReadonlySet<string> = new Set()
let keys = none
let loading: Promise<FavouritesModule> | undefined
const listeners = new Set<() => void>()

function load(): Promise<FavouritesModule> {
  loading ??= import('./favourites-on-demand.ts').then(
    (module) => {
      const update = () => {
        keys = module.favouriteKeys(module.favourites.read())
        listeners.forEach((listener) => listener())
      }
      module.favourites.subscribe(update)
      update()
      return module
    },
    (error: unknown) => {
      // The next star pressed tries again.
      loading = undefined
      throw error
    },
  )
  return loading
}

function loadInBackground(): void {
  load().catch((error: unknown) => console.debug('Favourites failed to load', error))
}

function anyStored(): boolean {
  try {
    return localStorage.getItem(favouritesKey) !== null
  } catch {
    return false
  }
}

const otherTab = (event: StorageEvent) => {
  if (event.key === favouritesKey) loadInBackground()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  if (loading) return () => void listeners.delete(listener)
  if (anyStored()) loadInBackground()
  else window.addEventListener('storage', otherTab)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('storage', otherTab)
  }
}

/** The favourite songs' keys (songKey); none on the server, while hydrating and until loaded. */
export function useFavouriteKeys(): ReadonlySet<string> {
  return useSyncExternalStore(
    subscribe,
    () => keys,
    () => none,
  )
}

/** Whether the song is a favourite: a yes or no, so a change renders only the rows it changes. */
export function useIsFavouriteSong(song: Song): boolean {
  const key = songKey(song)
  return useSyncExternalStore(
    subscribe,
    () => keys.has(key),
    () => false,
  )
}

/** Adds the song to the favourites or removes it; resolves to whether it is one now. */
export function toggleFavouriteSong(song: Song): Promise<boolean> {
  return load().then((module) => module.toggleFavourite(song))
}
