import { getJson } from './http-json.ts'
import { type Clock, realClock, spacedRequests } from './request-spacing.ts'
import { type Application, userAgent } from './user-agent.ts'

/** How a client reaches its service; tests give a base MSW answers and a clock that never waits. */
export interface ServiceOptions {
  application: Application
  base?: string
  fetch?: typeof fetch
  clock?: Clock
  /** Between the starts of two requests: one a second, MusicBrainz's rule, unless given. */
  intervalMs?: number
  maxWaitMs?: number
  timeoutMs?: number
}

/**
 * The most of an answer that is read: ten entries with their names come to tens of kilobytes, and
 * whatever is read may be kept in the content folder's cache.
 */
export const maxLookupBytes = 1024 * 1024

/** A GET of a JSON answer with the application's User-Agent, one request at a time, spaced. */
export function jsonRequests({
  application,
  fetch = (input, init) => globalThis.fetch(input, init),
  clock = realClock,
  intervalMs = 1000,
  maxWaitMs = 30_000,
  timeoutMs = 30_000,
}: ServiceOptions) {
  const options = {
    fetch,
    clock,
    headers: { 'User-Agent': userAgent(application), Accept: 'application/json' },
    spaced: spacedRequests(intervalMs, clock),
    maxWaitMs,
    timeoutMs,
    maxBytes: maxLookupBytes,
  }
  return (url: URL) => getJson(url, options)
}

/** `base` and `path` joined, with the query's parameters. */
export function serviceUrl(base: string, path: string, params: Record<string, string>): URL {
  const url = new URL(`${base.replace(/\/+$/, '')}${path}`)
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value)
  return url
}
