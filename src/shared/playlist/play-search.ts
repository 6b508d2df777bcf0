import { decodeQueue } from './queue-code.ts'

/** The search parameter every page carries while a queue is open. */
export interface PlaySearch {
  play?: string
}

/** Keeps `play` only when it reads as a queue: a malformed link opens the page without one. */
export function validatePlaySearch(search: Record<string, unknown>): PlaySearch {
  return typeof search.play === 'string' && decodeQueue(search.play) ? { play: search.play } : {}
}
