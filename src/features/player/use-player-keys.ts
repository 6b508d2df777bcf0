import { type RefObject, useEffect, useEffectEvent } from 'react'

import { type KeySegment, keyTarget, playerKeyAction } from './player-keys.ts'
import type { TimeStore } from './time-store.ts'

export interface PlayerKeyControls {
  times: TimeStore
  segment: KeySegment | undefined
  toggle: () => void
  seek: (seconds: number) => void
  /** Finishes the segment, as reaching its end does. */
  end: () => void
}

/**
 * YouTube's keys while focus is inside the player: one keydown listener on its element, so the
 * letters stay free everywhere else on the page (the song list's search field above all).
 */
export function usePlayerKeys(
  element: RefObject<HTMLElement | null>,
  { times, segment, toggle, seek, end }: PlayerKeyControls,
): void {
  // Reads the current segment and controls without installing the listener again on each render.
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (!segment || !(event.target instanceof HTMLElement)) return
    const action = playerKeyAction(
      {
        key: event.key,
        ctrlKey: event.ctrlKey,
        altKey: event.altKey,
        metaKey: event.metaKey,
        target: keyTarget(event.target),
      },
      segment,
      times.snapshot(),
    )
    if (!action) return
    // Space and the arrows would scroll the page as well.
    event.preventDefault()
    if (action.type === 'toggle') toggle()
    else if (action.type === 'seek') seek(action.seconds)
    else end()
  })
  useEffect(() => {
    const target = element.current
    if (!target) return
    const listener = (event: KeyboardEvent) => onKey(event)
    target.addEventListener('keydown', listener)
    return () => target.removeEventListener('keydown', listener)
  }, [element])
}
