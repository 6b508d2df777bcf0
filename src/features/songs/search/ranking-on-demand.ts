import { onDemand, useOnDemand } from '#src/shared/ui/on-demand.ts'

import type { Ranker } from './search-types.ts'

// Most visits browse the list without typing: the ranking's code loads with the first text typed,
// or with a link that holds some. Until it arrives, or if it fails, the list shows the matches
// of the whole query newest first, as it did before ranking.
const rankingCode = onDemand(() => import('./ranking.ts'))

/**
 * The ranking's code once loaded (asked for once `wanted`); null before then or when it failed.
 * It stays once loaded: clearing the field must not recompute the list outside React's deferred
 * render (the bench's clearing went from 64 to 280 ms at 4x when it did).
 */
export function useRanker(wanted: boolean): Ranker | null {
  const code = useOnDemand(rankingCode, wanted)
  return code.status === 'ready' ? code.value : (rankingCode.loaded() ?? null)
}
