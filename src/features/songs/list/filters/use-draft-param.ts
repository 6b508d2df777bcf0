import { useEffect, useRef, useState } from 'react'

import { afterNextPaint } from './after-next-paint.ts'

/** How long after the last keystroke the URL follows the field. */
export const urlWriteDelayMs = 300
/** How long a pause in typing ends an edit (the next keystroke starts a new history entry). */
export const editPauseMs = 1000

export interface DraftParam {
  /** What the list filters by, ahead of the URL. */
  value: string
  /** The text as last typed or taken from the URL: ahead of `value` until the page renders it. */
  typed: () => string
  change: (value: string) => void
  /** Enter or leaving the field: write the URL now and end the edit. */
  commit: () => void
  /** Another write carries the text into the URL (a choice's): no write of its own, the edit ends. */
  handOver: () => void
  /**
   * Counts the times the draft took the URL's text (back/forward, a reset, a link): a field that
   * shows its own text ahead of the draft shows the draft's then.
   */
  revision: number
}

/**
 * A text search param edited in a field. The list follows every keystroke; the URL follows
 * `urlWriteDelayMs` after the last one (at once on commit). The first URL write of an edit adds
 * one history entry and later writes replace it, so back returns to the state before the edit.
 * An edit ends on commit or after `editPauseMs` without typing.
 */
export function useDraftParam(
  urlValue: string,
  write: (value: string, replace: boolean) => void,
): DraftParam {
  const [value, setValue] = useState(urlValue)
  const [seenUrlValue, setSeenUrlValue] = useState(urlValue)
  // Values this hook wrote that the URL has not shown yet: their arrival is not an outside change.
  const [pending, setPending] = useState<string[]>([])
  const [revision, setRevision] = useState(0)
  if (urlValue !== seenUrlValue) {
    setSeenUrlValue(urlValue)
    const ours = pending.indexOf(urlValue)
    if (ours >= 0) {
      setPending(pending.slice(ours + 1))
    } else {
      // Back/forward, a reset or a link: the field shows the URL again.
      setValue(urlValue)
      setPending([])
      setRevision(revision + 1)
    }
  }

  const latest = useRef({ urlValue, value, write })
  useEffect(() => {
    latest.current.urlValue = urlValue
    latest.current.write = write
  })
  // A key's text is set by `change` itself: a render of the page before it takes that key (after
  // the key's frame) shows the text before it, which must not replace it. The URL's text does.
  const taken = useRef(revision)
  useEffect(() => {
    if (taken.current === revision) return
    taken.current = revision
    latest.current.value = value
  })
  const editing = useRef(false)
  const timers = useRef<{
    write?: ReturnType<typeof setTimeout>
    pause?: ReturnType<typeof setTimeout>
  }>({})
  useEffect(() => {
    const pendingTimers = timers.current
    return () => {
      clearTimeout(pendingTimers.write)
      clearTimeout(pendingTimers.pause)
    }
  }, [])

  const flush = (next: string) => {
    clearTimeout(timers.current.write)
    if (next === latest.current.urlValue) return
    setPending((list) => [...list, next])
    latest.current.write(next, editing.current)
    editing.current = true
  }
  const endEdit = () => {
    clearTimeout(timers.current.pause)
    flush(latest.current.value)
    editing.current = false
  }

  return {
    value,
    change: (next) => {
      latest.current.value = next
      // The page follows once the key's frame is painted; the list after it, deferred.
      afterNextPaint(() => setValue(latest.current.value))
      clearTimeout(timers.current.write)
      clearTimeout(timers.current.pause)
      timers.current.write = setTimeout(() => flush(latest.current.value), urlWriteDelayMs)
      timers.current.pause = setTimeout(endEdit, editPauseMs)
    },
    commit: endEdit,
    revision,
    typed: () => latest.current.value,
    handOver: () => {
      clearTimeout(timers.current.write)
      clearTimeout(timers.current.pause)
      const next = latest.current.value
      if (next !== latest.current.urlValue) setPending((list) => [...list, next])
      editing.current = false
    },
  }
}
