import { songKey } from '#src/shared/song-model/keys/song-key.ts'
import { hiddenCharacter } from '#src/shared/song-model/text/hidden-characters.ts'

import { favouritesKey } from './favourites-key.ts'
import { createStoredList, type StoredList } from './stored-list.ts'

/**
 * A favourite song: its title and original singer as written in the data, so an export file
 * reads well.
 */
export interface FavouriteSong {
  title: string
  artist: string
}

type Song = { songName: string; singer: string }

const textLimit = 300

// The data's own rule: a title or singer with a hidden character never came from the data.
const isText = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.trim() !== '' &&
  value.length <= textLimit &&
  !hiddenCharacter.test(value)

/** A stored or imported favourite, or null when it is not one. */
export function parseFavourite(value: unknown): FavouriteSong | null {
  if (typeof value !== 'object' || value === null) return null
  const { title, artist } = value as Record<string, unknown>
  // A song whose artist no one knows yet has the artist '' in the data, as here.
  return isText(title) && (artist === '' || isText(artist)) ? { title, artist } : null
}

/** The favourite's songKey: the same song however its title was written. */
export const favouriteKey = (favourite: FavouriteSong) =>
  songKey({ songName: favourite.title, singer: favourite.artist })

export const favourites: StoredList<FavouriteSong> = createStoredList({
  key: favouritesKey,
  version: 1,
  parseItem: parseFavourite,
  keyOf: favouriteKey,
  limit: 5000,
})

const keySets = new WeakMap<readonly FavouriteSong[], ReadonlySet<string>>()

/** The favourites' songKeys, for filtering a list; worked out once per version of the list. */
export function favouriteKeys(list: readonly FavouriteSong[]): ReadonlySet<string> {
  let keys = keySets.get(list)
  if (!keys) {
    keys = new Set(list.map(favouriteKey))
    keySets.set(list, keys)
  }
  return keys
}

/**
 * Adds the song to the favourites (first) or removes it, and returns whether it is one now. A song
 * whose title or singer would not survive a reload (empty, over 300 characters) is not added.
 */
export function toggleFavourite(song: Song): boolean {
  const list = favourites.read()
  const key = songKey(song)
  if (favouriteKeys(list).has(key)) {
    favourites.write(list.filter((favourite) => favouriteKey(favourite) !== key))
    return false
  }
  const added = parseFavourite({ title: song.songName, artist: song.singer })
  if (!added) return false
  favourites.write([added, ...list])
  return true
}
