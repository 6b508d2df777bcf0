/** The site's own HTTP helper: one base URL, a timeout, and one retry for idempotent requests. */

export type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** Statuses that say "try again": timeouts, conflicts, rate limits and gateway trouble. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([
  408, 409, 425, 429, 500, 502, 503, 504,
])
const IDEMPOTENT_METHODS: ReadonlySet<HttpMethod> = new Set(['GET', 'HEAD', 'OPTIONS'])

export type HttpErrorKind = 'status' | 'network' | 'timeout'

export class HttpError extends Error {
  readonly kind: HttpErrorKind
  readonly method: HttpMethod
  readonly url: string
  /** The response status, for `kind === 'status'`. */
  readonly status: number | undefined

  constructor(
    kind: HttpErrorKind,
    method: HttpMethod,
    url: string,
    status?: number,
    options?: { cause?: unknown },
  ) {
    const what = kind === 'status' ? `status ${status}` : kind
    super(`${method} ${url} failed: ${what}`, options)
    this.name = 'HttpError'
    this.kind = kind
    this.method = method
    this.url = url
    this.status = status
  }
}

export interface HttpConfig {
  /** Absolute, or relative to the page (`/`, `/api/`); paths are resolved against it. */
  baseUrl: string
  /** Per attempt, until the response body is read. */
  timeoutMs?: number
  retryDelayMs?: number
  fetch?: typeof fetch
}

export interface RequestOptions extends Omit<RequestInit, 'method' | 'signal'> {
  method?: HttpMethod
  /** Extra attempts; defaults to 1 for GET/HEAD/OPTIONS and 0 for everything else. */
  retries?: number
  timeoutMs?: number
  /** The caller's own cancellation; an aborted request is never retried. */
  signal?: AbortSignal
}

export const DEFAULT_TIMEOUT_MS = 10_000
const DEFAULT_RETRY_DELAY_MS = 300

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

function resolveUrl(baseUrl: string, path: string): string {
  const pageUrl = typeof window === 'undefined' ? 'http://localhost/' : window.location.href
  return new URL(path, new URL(baseUrl, pageUrl)).href
}

export function createHttp(config: HttpConfig) {
  const timeoutMsDefault = config.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const retryDelayMs = config.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS

  /** Runs one attempt; `read` turns the response into the result inside the timeout. */
  async function attempt<T>(
    url: string,
    method: HttpMethod,
    options: Omit<RequestOptions, 'retries'>,
    read: (response: Response) => Promise<T>,
  ): Promise<T> {
    const { timeoutMs, signal, ...init } = options
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, timeoutMs ?? timeoutMsDefault)
    const forwardAbort = () => controller.abort(signal?.reason)
    signal?.addEventListener('abort', forwardAbort)
    try {
      const doFetch = config.fetch ?? fetch
      const response = await doFetch(url, { ...init, method, signal: controller.signal })
      if (!response.ok) {
        // Not awaited: some stream implementations settle the cancel only after a read.
        void response.body?.cancel().catch(() => {})
        throw new HttpError('status', method, url, response.status)
      }
      return await read(response)
    } catch (error) {
      if (error instanceof HttpError || signal?.aborted) throw error
      if (timedOut) throw new HttpError('timeout', method, url, undefined, { cause: error })
      // fetch rejects with a TypeError when the network fails; a bad body (JSON) is not retried.
      if (error instanceof TypeError) {
        throw new HttpError('network', method, url, undefined, { cause: error })
      }
      throw error
    } finally {
      clearTimeout(timer)
      signal?.removeEventListener('abort', forwardAbort)
    }
  }

  function isRetryable(error: unknown): boolean {
    if (!(error instanceof HttpError)) return false
    return error.kind !== 'status' || RETRYABLE_STATUSES.has(error.status ?? 0)
  }

  async function send<T>(
    path: string,
    options: RequestOptions,
    read: (response: Response) => Promise<T>,
  ): Promise<T> {
    const { retries, ...rest } = options
    const method = rest.method ?? 'GET'
    const url = resolveUrl(config.baseUrl, path)
    let retriesLeft = retries ?? (IDEMPOTENT_METHODS.has(method) ? 1 : 0)
    for (;;) {
      try {
        return await attempt(url, method, rest, read)
      } catch (error) {
        if (retriesLeft <= 0 || !isRetryable(error) || rest.signal?.aborted) throw error
        retriesLeft -= 1
        await sleep(retryDelayMs)
      }
    }
  }

  return {
    /** Resolves with the successful (2xx) response; its body is not read. */
    request: (path: string, options: RequestOptions = {}) =>
      send(path, options, (response) => Promise.resolve(response)),
    /** Resolves with the parsed JSON body; the caller validates its shape. */
    getJson: (path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      send(path, { ...options, method: 'GET' }, (response): Promise<unknown> => response.json()),
  }
}

export type Http = ReturnType<typeof createHttp>

/** `VITE_API_BASE` when set, else the site's own base path. */
export function configuredBaseUrl(env: Record<string, unknown> = import.meta.env): string {
  const configured = env.VITE_API_BASE
  if (typeof configured === 'string' && configured.trim() !== '') return configured.trim()
  return typeof env.BASE_URL === 'string' ? env.BASE_URL : '/'
}
