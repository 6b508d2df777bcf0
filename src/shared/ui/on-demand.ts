import { useCallback, useEffect, useState } from 'react'

/** How long code loaded on demand may take, its automatic second try included. */
export const ON_DEMAND_STALL_MS = 15_000

/** A load on demand that neither arrived nor failed within the bound: handled as a failure. */
export class OnDemandStallError extends Error {
  constructor() {
    super(`Loading on demand took longer than ${ON_DEMAND_STALL_MS / 1000} s`)
    this.name = 'OnDemandStallError'
  }
}

/** Code that only some visits need, loaded the first time it is asked for (see docs/performance.md). */
export interface OnDemand<T> {
  /**
   * Starts the load, or joins the one under way. A failure is tried once more at once; a load
   * that has not ended within the bound, both tries counted, fails. The next call starts afresh.
   */
  load: () => Promise<T>
  /** The loaded value, once there is one (a try that outlived the bound may still bring it). */
  loaded: () => T | undefined
}

export function onDemand<T>(importer: () => Promise<T>, stallMs = ON_DEMAND_STALL_MS): OnDemand<T> {
  let pending: Promise<T> | undefined
  let value: T | undefined
  const bounded = () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new OnDemandStallError()), stallMs)
      const attempt = (last: boolean): Promise<void> =>
        importer().then(
          (loaded) => {
            value = loaded
            clearTimeout(timer)
            resolve(loaded)
          },
          (error: unknown) => {
            if (!last) return attempt(true)
            clearTimeout(timer)
            reject(error)
          },
        )
      void attempt(false)
    })
  return {
    load: () => {
      if (value !== undefined) return Promise.resolve(value)
      pending ??= bounded().catch((error: unknown) => {
        pending = undefined
        throw error
      })
      return pending
    },
    loaded: () => value,
  }
}

export type OnDemandState<T> =
  | { status: 'idle' | 'loading' | 'failed'; retry: () => void }
  | { status: 'ready'; value: T; retry: () => void }

/**
 * The state of `source` for a component that shows it once `wanted`: the value at once when it is
 * already loaded, else `loading` until the load ends. A failure is logged, and `retry` tries again;
 * so does being wanted again after a time unwanted.
 */
export function useOnDemand<T>(source: OnDemand<T>, wanted: boolean): OnDemandState<T> {
  const [attempt, setAttempt] = useState(0)
  const [failedAttempt, setFailedAttempt] = useState(-1)
  const [wasWanted, setWasWanted] = useState(wanted)
  const [, setLoaded] = useState<T>()
  // Wanted again after a time unwanted (a player closed, then opened): a new attempt.
  if (wanted !== wasWanted) {
    setWasWanted(wanted)
    if (wanted) setAttempt((n) => n + 1)
  }
  const value = source.loaded()
  useEffect(() => {
    if (!wanted || value !== undefined) return
    let current = true
    source.load().then(
      (loaded) => current && setLoaded(() => loaded),
      (error: unknown) => {
        console.debug('Code loaded on demand failed to load', error)
        if (current) setFailedAttempt(attempt)
      },
    )
    return () => {
      current = false
    }
  }, [source, wanted, value, attempt])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  if (!wanted) return { status: 'idle', retry }
  if (value !== undefined) return { status: 'ready', value, retry }
  return { status: failedAttempt === attempt ? 'failed' : 'loading', retry }
}
