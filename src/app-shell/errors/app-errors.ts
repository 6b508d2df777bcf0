import { useSyncExternalStore } from 'react'

/** Errors that escape React and the router (window `error`, `unhandledrejection`). */
let current: { error: unknown } | null = null
const listeners = new Set<() => void>()

function emit() {
  for (const listener of listeners) listener()
}

export function reportAppError(error: unknown): void {
  current = { error }
  emit()
}

export function clearAppError(): void {
  current = null
  emit()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useAppError(): { error: unknown } | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  )
}

/**
 * Only the site's own scripts can break the page. An error thrown in another origin's script (the
 * YouTube player API, a browser extension) reaches `window` too, muted to "Script error." or with
 * its own file name, and must not replace the page the visitor is reading.
 */
function isOwnScript(event: ErrorEvent, origin: string): boolean {
  try {
    return new URL(event.filename).origin === origin
  } catch {
    return false
  }
}

export function installGlobalErrorHandlers(target: Window): () => void {
  const onError = (event: ErrorEvent) => {
    if (isOwnScript(event, target.location.origin)) reportAppError(event.error ?? event.message)
  }
  const onRejection = (event: PromiseRejectionEvent) => reportAppError(event.reason)
  target.addEventListener('error', onError)
  target.addEventListener('unhandledrejection', onRejection)
  return () => {
    target.removeEventListener('error', onError)
    target.removeEventListener('unhandledrejection', onRejection)
  }
}
