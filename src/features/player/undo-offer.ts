import { useEffect } from 'react'

/** How long an undo stays offered: a replaced or cleared queue, a closed player. */
const undoMs = 10_000

/** Calls `expire` once an offer has stood for ten seconds; a new offer starts the time again. */
export function useUndoExpiry(offer: unknown, expire: () => void): void {
  useEffect(() => {
    if (!offer) return
    const timer = window.setTimeout(expire, undoMs)
    return () => window.clearTimeout(timer)
  }, [offer, expire])
}
