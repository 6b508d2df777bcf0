import { useState } from 'react'

import { afterNextPaint } from './after-next-paint.ts'
import type { SongListSearch } from './song-list-search.ts'

interface Pending {
  /** The URL's search the choices were made on: once the router shows a newer one, they are done. */
  base: SongListSearch
  patch: Partial<SongListSearch>
}

/**
 * The song list's controls show a choice at once, while the URL and the list follow after the
 * next paint: the router applies a new search in a transition, and until then React would hold a
 * controlled select at its old value.
 */
export function usePendingChoice(
  search: SongListSearch,
  write: (patch: Partial<SongListSearch>) => void,
): [SongListSearch, (patch: Partial<SongListSearch>) => void] {
  const [pending, setPending] = useState<Pending | null>(null)
  const current = pending?.base === search ? pending.patch : null
  const shown = current ? { ...search, ...current } : search
  const choose = (patch: Partial<SongListSearch>) => {
    setPending({ base: search, patch: { ...current, ...patch } })
    afterNextPaint(() => write(patch))
  }
  return [shown, choose]
}
