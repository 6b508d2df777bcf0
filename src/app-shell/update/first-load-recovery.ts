import { isChunkLoadError } from './chunk-error.ts'
import { type DocumentLoader, loadDocument } from './load-document.ts'
import type { ReloadGuard } from './reload-guard.ts'

/** The id of the prerendered, hidden notice that a failed first load shows (LoadFailureNotice). */
export const LOAD_FAILURE_ID = 'load-failure'

interface FirstLoad {
  state: { matches: ReadonlyArray<{ status: string; error?: unknown }> }
}

/** The first load ended on a chunk (code, catalog, content, data) that failed to load. */
export function firstLoadFailed(router: FirstLoad): boolean {
  return router.state.matches.some((m) => m.status === 'error' && isChunkLoadError(m.error))
}

/**
 * Recovers a first load whose code failed or stalled, before React has taken the page: one
 * reload per failure episode; after that the prerendered page stays readable and shows its
 * notice, in the page's language and independent of any catalog, with a button that retries.
 * React never hydrates such a page, so nothing it would render differently can break it.
 */
export function recoverFirstLoad(
  guard: ReloadGuard,
  doc: Document = document,
  load: DocumentLoader = loadDocument,
): 'reload' | 'notice' {
  const path = doc.location.pathname
  const reload = () => load(doc.location.href, 'reload')
  if (guard.allow(path)) {
    reload()
    return 'reload'
  }
  const notice = doc.getElementById(LOAD_FAILURE_ID)
  if (notice) {
    notice.hidden = false
    notice.querySelector('button')?.addEventListener('click', () => {
      guard.endEpisode(path)
      reload()
    })
    notice.focus()
  }
  return 'notice'
}
