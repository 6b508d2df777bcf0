/** Polls for a newer build; reports it once and then stops asking. */

/** A deploy is rare (the data grows by build) and only changes the next navigation, so a check
 * every 5 minutes is timely enough while costing one tiny uncached request per open tab. */
export const CHECK_INTERVAL_MS = 5 * 60_000
/** Back in a tab that was hidden at least this long, check at once instead of waiting. */
export const HIDDEN_RECHECK_MS = 60_000

export interface UpdateCheckerOptions {
  currentId: string
  fetchLatestId: () => Promise<string>
  onNewBuild: (latestId: string) => void
  intervalMs?: number
  hiddenRecheckMs?: number
  doc?: Document
  now?: () => number
}

export function createUpdateChecker({
  currentId,
  fetchLatestId,
  onNewBuild,
  intervalMs = CHECK_INTERVAL_MS,
  hiddenRecheckMs = HIDDEN_RECHECK_MS,
  doc = document,
  now = Date.now,
}: UpdateCheckerOptions) {
  let found = false
  let inFlight: Promise<void> | null = null
  let hiddenSince: number | null = null

  async function run(): Promise<void> {
    try {
      const latest = await fetchLatestId()
      if (latest !== currentId && !found) {
        found = true
        onNewBuild(latest)
      }
    } catch (error) {
      // A failed check is invisible to the fan: the next one may well succeed.
      console.debug('Build check failed', error)
    }
  }

  function check(): Promise<void> {
    if (found) return Promise.resolve()
    inFlight ??= run().finally(() => {
      inFlight = null
    })
    return inFlight
  }

  function onVisibilityChange() {
    if (doc.visibilityState === 'hidden') {
      hiddenSince = now()
      return
    }
    if (hiddenSince !== null && now() - hiddenSince >= hiddenRecheckMs) void check()
    hiddenSince = null
  }

  return {
    check,
    /** Starts polling and the visibility re-check; returns the stop function. */
    start(): () => void {
      const timer = setInterval(() => {
        if (doc.visibilityState !== 'hidden') void check()
      }, intervalMs)
      doc.addEventListener('visibilitychange', onVisibilityChange)
      return () => {
        clearInterval(timer)
        doc.removeEventListener('visibilitychange', onVisibilityChange)
      }
    },
  }
}
