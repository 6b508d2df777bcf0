/** Every request of the site: paths against the page's base URL, a timeout, one retry if safe. */

export interface RequestOptions extends Omit<RequestInit, 'method'> {
  method?: 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** One more try after a failed one; by default only GET, HEAD and OPTIONS, safe to repeat. */
  retry?: boolean
  /** Per try, the body's reading included; a try that runs out before its answer has failed. */
  timeoutMs?: number
}

// The statuses that say the same request may well succeed a moment later.
export const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504]
// A fixed short wait lets a blip at the edge pass. Retry-After is not read: its seconds to minutes
// are longer than a request should hang, and the build check asks again 5 minutes later anyway.
export const RETRY_DELAY_MS = 300

let base: string | undefined

/**
 * Resolves with the last try's response, whatever its status; rejects with the last try's network
 * error or timeout. Once the caller's signal aborts, a try fails at once, so no retry goes out.
 */
export async function request(
  path: string,
  { retry, timeoutMs = 10_000, signal, ...init }: RequestOptions = {},
): Promise<Response> {
  // Written into every built page (build-src/build-id-plugin.ts); the dev server and tests have none.
  base ??= new URL(
    document.querySelector<HTMLMetaElement>('meta[name="base-url"]')?.content ??
      import.meta.env.BASE_URL,
    location.origin,
  ).href
  const url = new URL(path, base)
  let tries = (retry ?? ['GET', 'HEAD', 'OPTIONS'].includes(init.method ?? 'GET')) ? 2 : 1
  for (;;) {
    const timeout = AbortSignal.timeout(timeoutMs)
    try {
      const response = await fetch(url, {
        ...init,
        // Only with a signal of the caller's: AbortSignal.any needs Safari 17.4.
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      })
      if (--tries < 1 || !RETRY_STATUSES.includes(response.status)) return response
    } catch (error) {
      if (--tries < 1) throw error
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS))
  }
}
