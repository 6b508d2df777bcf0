import { answerObject } from '#tools/youtube/answer-body.ts'

import type { Clock, SpacedRequests } from './request-spacing.ts'

export interface JsonRequestOptions {
  fetch: typeof fetch
  headers: Record<string, string>
  spaced: SpacedRequests
  clock: Clock
  /** The most a request waits, in all, on a service's Retry-After before it gives up. */
  maxWaitMs: number
  /** Per try, the body's reading included: a hung connection must not hold the maintainer's run. */
  timeoutMs: number
  /** The most of an answer that is read. */
  maxBytes: number
}

/** Retry-After as milliseconds from `now`: delta-seconds or an HTTP date (RFC 9110). */
function retryAfterMs(value: string | null, now: number): number | null {
  const text = value?.trim() ?? ''
  if (/^\d+$/.test(text)) return Number(text) * 1000
  const date = Date.parse(text)
  return Number.isNaN(date) ? null : Math.max(0, date - now)
}

const seconds = (ms: number) => `${Math.ceil(ms / 1000)} s`

/** A service that says "come back in 0 s" over and over must not hold the run. */
const mostTries = 4

const reason = (error: unknown) => {
  const cause = (error as Error).cause as Error | undefined
  return cause?.message ?? (error as Error).message
}

/**
 * A GET answered with a JSON object, or why there is none; it never throws. A 429 or 503 that
 * says when to come back (Retry-After) is asked again then, while the waits stay within
 * `maxWaitMs` and the tries within `mostTries`; any other failure, a network error, an answer
 * that breaks off or is not whole within `timeoutMs`, or one that is not UTF-8 JSON, is given up
 * at once.
 */
export async function getJson(
  url: URL,
  { fetch, headers, spaced, clock, maxWaitMs, timeoutMs, maxBytes }: JsonRequestOptions,
): Promise<{ body: Record<string, unknown> } | { failure: string }> {
  let waited = 0
  for (let tries = 1; ; tries++) {
    let response: Response
    let signal: AbortSignal
    try {
      ;({ response, signal } = await spaced(async () => {
        const deadline = AbortSignal.timeout(timeoutMs)
        return { response: await fetch(url, { headers, signal: deadline }), signal: deadline }
      }))
    } catch (error) {
      return { failure: `no answer (${reason(error)})` }
    }
    if (response.ok) {
      let answer: Awaited<ReturnType<typeof answerObject>>
      try {
        answer = await answerObject(response, { maxBytes, signal })
      } catch (error) {
        return {
          failure: signal.aborted
            ? `the answer was not whole within ${seconds(timeoutMs)}`
            : `the answer broke off (${reason(error)})`,
        }
      }
      return 'problem' in answer ? { failure: answer.problem } : answer
    }
    // Not awaited: the body of a refusal says nothing the status does not.
    void response.body?.cancel().catch(() => {})
    const status = `${response.status}${response.statusText ? ` ${response.statusText}` : ''}`
    if (response.status !== 429 && response.status !== 503) return { failure: `answered ${status}` }
    const wait = retryAfterMs(response.headers.get('retry-after'), clock.now())
    if (wait === null) return { failure: `answered ${status} without saying when to come back` }
    if (tries === mostTries) return { failure: `answered ${status} ${mostTries} times in a row` }
    if (waited + wait > maxWaitMs)
      return {
        failure: `answered ${status} and asked to wait ${seconds(wait)}; the tool waits at most ${seconds(maxWaitMs)}`,
      }
    waited += wait
    await clock.sleep(wait)
  }
}
