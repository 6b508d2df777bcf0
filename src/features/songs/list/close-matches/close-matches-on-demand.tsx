import { onDemand, useOnDemand } from '#src/shared/ui/on-demand.ts'

// Most visits never search for something that is not there: the edit distance and its links load
// with the first empty result. A failed load leaves the empty state as it is, reset button and all.
const closeMatchLinks = onDemand(() => import('./close-match-links.tsx'))

export function CloseMatchesOnDemand() {
  const code = useOnDemand(closeMatchLinks, true)
  return code.status === 'ready' ? <code.value.CloseMatchLinks /> : null
}
