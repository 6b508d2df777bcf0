import { onDemand, useOnDemand } from '#src/shared/ui/on-demand.ts'

import type { Ranker } from './search-types.ts'

// Most visits browse the list without typing: the ranking's code loads with the search code
// (search-on-demand.ts), when a search field gets focus or is pressed, with the first text typed,
// or with a link that holds some. Until it arrives, or if it fails, the list shows the matches of
// the whole query newest first, as it did before ranking.
const rankingCode = onDemand(() => import('./ranking.ts'))

/**
 * Starts loading the ranking, which then starts the ranking worker (or prepares the songs' keys
 * while the page is idle). A failure here says nothing: the list's own load (`useRanker`) tries
 * again.
 */
export const preloadRanking = () =>
  void rankingCode.load().then(
    (ranker) => ranker.prepareSongList(),
    () => {},
  )

/**
 * The ranking's code once loaded (asked for once `wanted`); null before then or when it failed.
 * It stays once loaded: clearing the field must not recompute the list outside React's deferred
 * render (the bench's clearing went from 64 to 280 ms at 4x when it did).
 */
export function useRanker(wanted: boolean): Ranker | null {
  // The hook renders again once the code arrives; the code is the source's, wanted or not.
  useOnDemand(rankingCode, wanted)
  return rankingCode.loaded() ?? null
}
