import { useEffect, useRef, useState } from 'react'

/** How long after the last keystroke the URL follows the field. */
export const urlWriteDelayMs = 300
/** How long a pause in typing ends an edit (the next keystroke starts a new history entry). */
export const editPauseMs = 1000

export interface DraftParam {
  /** What the field shows and the list filters by, ahead of the URL. */
  value: string
  change: (value: string) => void
  /** Enter or leaving the field: write the URL now and end the edit. */
  commit: () => void
  /** Another write carries the text into the URL (a choice's): no write of its own, the edit ends. */
  handOver: () => void
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
  if (urlValue !== seenUrlValue) {
    setSeenUrlValue(urlValue)
    const ours = pending.indexOf(urlValue)
    if (ours >= 0) {
      setPending(pending.slice(ours + 1))
    } else {
      // Back/forward, a reset or a link: the field shows the URL again.
      setValue(urlValue)
      setPending([])
    }
  }

  const latest = useRef({ urlValue, value, write })
  useEffect(() => {
    latest.current = { urlValue, value, write }
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
      setValue(next)
      latest.current.value = next
      clearTimeout(timers.current.write)
      clearTimeout(timers.current.pause)
      timers.current.write = setTimeout(() => flush(latest.current.value), urlWriteDelayMs)
      timers.current.pause = setTimeout(endEdit, editPauseMs)
    },
    commit: endEdit,
    handOver: () => {
      clearTimeout(timers.current.write)
      clearTimeout(timers.current.pause)
      const next = latest.current.value
      if (next !== latest.current.urlValue) setPending((list) => [...list, next])
      editing.current = false
    },
  }
}
