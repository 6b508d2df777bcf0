import { type OnDemand, onDemand, useOnDemand } from '#src/shared/ui/on-demand.ts'

import { preloadRanking } from './ranking-on-demand.ts'
import type * as searchModule from './search-code.ts'

/** Compiling, testing and marking the text queries (search-code.ts). */
export type SearchCode = typeof searchModule

export interface SearchCodeState {
  /** The code once loaded (asked for once `wanted`); it stays loaded. */
  code: SearchCode | null
  /** The load failed (after its second try or the bound): the list says so. */
  failed: boolean
  retry: () => void
}

/** How the list gets the search code from `source` (the chunk, or a test's stand-in). */
export function searchLoading(source: OnDemand<SearchCode>) {
  return {
    /**
     * Starts loading the search code ahead of the text that will need it. A failure here says
     * nothing: the list reports it once a query asks for the code (`useSearchCode`).
     */
    preloadSearch: () => void source.load().catch(() => {}),
    /**
     * Resolves once the search code has arrived or failed, or after `ms`, whichever comes first:
     * a link that holds a query waits for it to show its results at once, but never up to the
     * bound where a page load that waits counts as stalled.
     */
    searchCodeWithin: (ms: number): Promise<unknown> =>
      Promise.race([source.load().catch(() => {}), new Promise((done) => setTimeout(done, ms))]),
    useSearchCode: (wanted: boolean): SearchCodeState => {
      // The hook renders again once the code arrives; the code is the source's, wanted or not.
      const state = useOnDemand(source, wanted)
      return {
        code: source.loaded() ?? null,
        failed: state.status === 'failed',
        retry: state.retry,
      }
    },
  }
}

// Most visits browse the list without typing: the search code loads when a search field is
// focused or pressed, with the first text typed, or with a link that holds some, and the ranking
// with it, so the first key finds both. Until it arrives the list shows what the other filters
// keep; if it fails, the list says so and stays.
export const { preloadSearch, searchCodeWithin, useSearchCode } = searchLoading(
  onDemand(() => (preloadRanking(), import('./search-code.ts'))),
)
