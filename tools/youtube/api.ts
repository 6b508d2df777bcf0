import { RETRY_DELAY_MS, RETRY_STATUSES } from '#src/lib/http.ts'

import { answerObject, boundedText } from './answer-body.ts'

export const defaultApiBase = 'https://www.googleapis.com/youtube/v3'

/** The list methods the tools call: 1 unit of the daily quota each (search.list would cost 100). */
export type ApiMethod = 'channels' | 'playlistItems' | 'videos' | 'commentThreads'

/** A call that failed for good: `status` is null for a network error, `reason` is YouTube's. */
export class YouTubeApiError extends Error {
  constructor(
    readonly method: ApiMethod,
    readonly status: number | null,
    readonly reason: string,
    detail: string,
  ) {
    super(`${method}.list: ${status ?? 'network error'} ${reason}${detail ? `: ${detail}` : ''}`)
  }
}

/** An answer that came back but cannot be right: asking again would only spend another unit. */
export const badData = (method: ApiMethod, detail: string) =>
  new YouTubeApiError(method, 200, 'badData', detail)

export interface ApiClientOptions {
  key: string
  base?: string
  /** The wait before the one retry; tests make it 0. */
  retryDelayMs?: number
  /**
   * Per try, the reading of the body included, so a hung connection cannot hold a scheduled run
   * for hours.
   */
  timeoutMs?: number
}

export interface ApiClient {
  list<T>(method: ApiMethod, params: Record<string, string>): Promise<T>
  /** Requests sent per method: every request costs its unit, a failed or retried one too. */
  readonly units: Readonly<Record<ApiMethod, number>>
}

interface ErrorBody {
  error?: { message?: string; errors?: { reason?: string; message?: string }[] }
}

async function failure(method: ApiMethod, response: Response): Promise<YouTubeApiError> {
  let body: ErrorBody | null = null
  try {
    body = JSON.parse((await boundedText(response)) ?? 'null') as ErrorBody | null
  } catch {
    // An error page that is not YouTube's JSON, or cut off: the status says what there is to say.
  }
  const reason = body?.error?.errors?.[0]?.reason ?? response.statusText
  return new YouTubeApiError(method, response.status, reason, body?.error?.message ?? '')
}

/**
 * A YouTube Data API v3 client for GET list calls with an API key. Like the site's requests
 * (src/lib/http.ts), a GET that failed with a network error or a status that may pass is tried
 * once more after a short fixed wait; anything else, a 200 that is not a JSON object or is over
 * `maxAnswerBytes` too, fails at once.
 */
export function youTubeClient({
  key,
  base = defaultApiBase,
  retryDelayMs = RETRY_DELAY_MS,
  timeoutMs = 30_000,
}: ApiClientOptions): ApiClient {
  const units: Record<ApiMethod, number> = {
    channels: 0,
    playlistItems: 0,
    videos: 0,
    commentThreads: 0,
  }
  async function list<T>(method: ApiMethod, params: Record<string, string>): Promise<T> {
    const url = new URL(`${base.replace(/\/$/, '')}/${method}`)
    for (const [name, value] of Object.entries({ ...params, key }))
      url.searchParams.set(name, value)
    for (let tries = 2; ;) {
      let error: YouTubeApiError
      units[method] += 1
      try {
        const signal = AbortSignal.timeout(timeoutMs)
        const response = await fetch(url, { signal })
        if (response.ok) {
          const answer = await answerObject(response, { signal })
          if ('problem' in answer) throw badData(method, answer.problem)
          return answer.body as T
        }
        error = await failure(method, response)
        if (!RETRY_STATUSES.includes(response.status)) throw error
      } catch (thrown) {
        if (thrown instanceof YouTubeApiError) throw thrown
        const cause = (thrown as Error).cause as Error | undefined
        error = new YouTubeApiError(method, null, cause?.message ?? (thrown as Error).message, '')
      }
      if (--tries < 1) throw error
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs))
    }
  }
  return { list, units }
}
