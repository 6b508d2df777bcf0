import { useCallback, useEffect, useState } from 'react'

import { useSessionDraft } from './session-draft.ts'

/**
 * A form's draft, kept in the tab under `storageKey` (`useSessionDraft`), and what was made from
 * it (a check, an issue text). Any edit drops the result, so a text made from an older draft is
 * never sent; a new result takes the focus (the element `resultId`, its heading), so it is read
 * out. `reset` empties the form: the draft, its stored copy and the result.
 */
export function useDraftResult<Draft extends object, Result>(
  initial: () => Draft,
  resultId: string,
  storageKey: string,
  accept?: (draft: Draft) => boolean,
) {
  const stored = useSessionDraft(storageKey, initial, accept)
  const [result, setResult] = useState<Result | null>(null)
  useEffect(() => {
    if (result) document.getElementById(resultId)?.focus()
  }, [result, resultId])
  const { update: patch, reset: clear } = stored
  const update = useCallback(
    (changes: Partial<Draft>) => {
      patch(changes)
      setResult(null)
    },
    [patch],
  )
  const reset = useCallback(() => {
    clear()
    setResult(null)
  }, [clear])
  return { draft: stored.draft, update, reset, forget: stored.forget, result, setResult }
}
