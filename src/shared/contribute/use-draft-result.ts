import { useCallback, useEffect, useState } from 'react'

/**
 * A form's draft and what was made from it (a check, an issue text). Any edit drops the result, so
 * a text made from an older draft is never sent; a new result takes the focus (the element
 * `resultId`, its heading), so it is read out.
 */
export function useDraftResult<Draft extends object, Result>(
  initial: () => Draft,
  resultId: string,
) {
  const [draft, setDraft] = useState(initial)
  const [result, setResult] = useState<Result | null>(null)
  useEffect(() => {
    if (result) document.getElementById(resultId)?.focus()
  }, [result, resultId])
  const update = useCallback((patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }))
    setResult(null)
  }, [])
  return { draft, update, result, setResult }
}
