import { useCallback, useEffect, useState } from 'react'

/** Code that only some visits need, loaded the first time it is asked for (see docs/performance.md). */
export interface OnDemand<T> {
  /** Starts the load, or joins the one under way; a failed load is tried again on the next call. */
  load: () => Promise<T>
  /** The loaded value, once there is one. */
  loaded: () => T | undefined
}

export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let pending: Promise<T> | undefined
  let value: T | undefined
  return {
    load: () =>
      (pending ??= importer().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          pending = undefined
          throw error
        },
      )),
    loaded: () => value,
  }
}

export type OnDemandState<T> =
  | { status: 'idle' | 'loading' | 'failed'; retry: () => void }
  | { status: 'ready'; value: T; retry: () => void }

/**
 * The state of `source` for a component that shows it once `wanted`: the value at once when it is
 * already loaded, else `loading` until the load ends. A failure is logged, and `retry` tries again.
 */
export function useOnDemand<T>(source: OnDemand<T>, wanted: boolean): OnDemandState<T> {
  const [attempt, setAttempt] = useState(0)
  const [failedAttempt, setFailedAttempt] = useState(-1)
  const [, setLoaded] = useState<T>()
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
