import { createContext, useCallback, useEffect, useRef, useState } from 'react'

const PREFIX = 'contribute-draft:'

// Storage can be blocked (privacy modes, sandboxed frames) or full: the draft then lasts as long
// as the page, as it did before.
function storage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

function write(key: string, draft: object | null): void {
  try {
    if (draft) storage()?.setItem(PREFIX + key, JSON.stringify(draft))
    else storage()?.removeItem(PREFIX + key)
  } catch {
    return
  }
}

/**
 * A form's draft, kept in this tab's sessionStorage under `key` so a reload or a failed send
 * loses nothing typed. The stored draft is read after mount, so a prerendered form hydrates
 * empty; only the fan's edits are written. `forget` drops the stored copy (sent), `reset` the
 * draft too (cleared by the fan).
 */
export function useSessionDraft<T extends object>(
  key: string,
  initial: () => T,
  accept: (draft: T) => boolean = () => true,
) {
  const [draft, setDraft] = useState(initial)
  const edited = useRef(false)
  // The first render's, so the mount-only read does not depend on closures made every render.
  const first = useRef({ initial, accept })
  useEffect(() => {
    let raw: string | null = null
    try {
      raw = storage()?.getItem(PREFIX + key) ?? null
    } catch {
      return
    }
    if (!raw) return
    let current = true
    const { initial: template, accept: check } = first.current
    void import('./read-draft.ts').then(({ parseDraft }) => {
      const stored = current && !edited.current ? parseDraft(raw, template(), check) : null
      if (stored) setDraft(stored)
    })
    return () => {
      current = false
    }
  }, [key])
  useEffect(() => {
    if (edited.current) write(key, draft)
  }, [key, draft])
  const update = useCallback((patch: Partial<T>) => {
    edited.current = true
    setDraft((current) => ({ ...current, ...patch }))
  }, [])
  const forget = useCallback(() => {
    edited.current = false
    write(key, null)
  }, [key])
  const reset = useCallback(() => {
    forget()
    setDraft(first.current.initial())
  }, [forget])
  return { draft, update, forget, reset }
}

/** Called when the text made from the draft reached the site: its stored copy is forgotten. */
export const DraftSent = createContext<() => void>(() => {})
