import { useCallback, useState } from 'react'

import type { OnDemand } from './on-demand.ts'

/** What a press asks an overlay for; focus goes back to `opener` when it closes. */
export interface OverlayTarget {
  opener: HTMLElement
}

/**
 * One overlay (a menu, a dialog) that many buttons share, its code loaded on the first press: the
 * target shown, the one whose load failed (to retry or dismiss), and `show`. With `toggle`, a
 * second press of the same button closes what it opened.
 */
export function useOverlayOnDemand<Target extends OverlayTarget, Module>(
  source: OnDemand<Module>,
  toggle = false,
) {
  const [open, setOpen] = useState<Target | null>(null)
  const [failed, setFailed] = useState<Target | null>(null)
  const show = useCallback(
    (target: Target) => {
      setFailed(null)
      source.load().then(
        () => setOpen((current) => (toggle && current?.opener === target.opener ? null : target)),
        (error: unknown) => {
          console.debug('An overlay failed to load', error)
          setFailed(target)
        },
      )
    },
    [source, toggle],
  )
  const close = useCallback(() => setOpen(null), [])
  const failure = failed && {
    retry: () => show(failed),
    dismiss: () => {
      setFailed(null)
      failed.opener.focus()
    },
  }
  return { open, show, close, failure, loaded: source.loaded() }
}
