import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'

import { type ChunkRecovery, decideChunkRecovery } from './chunk-error.ts'
import { type DocumentLoader, loadDocument } from './load-document.ts'
import { pageReloadGuard, type ReloadGuard } from './reload-guard.ts'

/**
 * For an error page: a chunk that failed to load (usually a deploy replaced it) reloads the
 * target path once per failure episode; after that the error page stays and offers a retry.
 */
export function useChunkErrorRecovery(
  error: unknown,
  guard: ReloadGuard = pageReloadGuard,
  load: DocumentLoader = loadDocument,
): ChunkRecovery {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const href = useRouterState({ select: (s) => s.location.href })
  const recovery = decideChunkRecovery(error, pathname, guard)

  useEffect(() => {
    if (recovery !== 'reload') return
    const target = new URL(href, window.location.href)
    const showing = window.location.pathname + window.location.search
    load(target.href, showing === target.pathname + target.search ? 'reload' : 'assign')
  }, [recovery, href, load])

  return recovery
}
