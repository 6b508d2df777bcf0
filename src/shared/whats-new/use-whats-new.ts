import { useEffect, useState } from 'react'

import { onDemand } from '#src/shared/ui/on-demand.ts'

import type * as OnDemand from './whats-new-on-demand.ts'

/** The news since the last visit and the line that says it, once the browser knows them. */
export type WhatsNew = { news: OnDemand.VisitNews | null; Line: typeof OnDemand.SinceLastVisit }

// The comparison, the streams' news and the line load after the page has shown: a first load
// carries only this hook.
const whatsNew = onDemand(() => import('./whats-new-on-demand.ts'))

/**
 * Null while prerendering, during hydration and until the news has loaded, so the prerendered
 * page never shows a line of its own. A failed load shows nothing and changes nothing.
 */
export function useWhatsNew(): WhatsNew | null {
  const [known, setKnown] = useState<WhatsNew | null>(null)
  useEffect(() => {
    let current = true
    whatsNew.load().then(
      (module) => current && setKnown({ news: module.visitNews(), Line: module.SinceLastVisit }),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [])
  return known
}
