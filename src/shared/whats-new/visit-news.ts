import { packedStreamNews } from 'virtual:song-data/stream-news'

import { type StreamNews, unpackStreamNews } from '#src/shared/song-data/stream-news.ts'

import { LAST_VISIT_KEY, nextVisit } from './last-visit.ts'

/** What was added since the visitor's last visit. */
export interface VisitNews {
  /** The new streams' slugs. */
  fresh: ReadonlySet<string>
  /** Songs sung for the first time in those streams. */
  debuts: number
}

function readStored(): { store: Storage; value: string | null } | null {
  try {
    const store = window.localStorage
    return { store, value: store.getItem(LAST_VISIT_KEY) }
  } catch {
    // Blocked or missing: every visit would look like a first one.
    return null
  }
}

/** This page load's news, with what it saw remembered for the next visit. */
function compare(streams: StreamNews): VisitNews | null {
  const stored = readStored()
  if (!stored) return null
  const next = nextVisit(
    stored.value,
    streams.map(([slug]) => slug),
    Date.now(),
  )
  try {
    stored.store.setItem(LAST_VISIT_KEY, next.store)
  } catch {
    // Full or refused: this visit still says what is new; the next one may say it again.
  }
  const fresh = new Set(next.news.fresh)
  let debuts = 0
  for (const [slug, count] of streams) if (fresh.has(slug)) debuts += count
  return { fresh, debuts }
}

let visit: VisitNews | null | undefined

/**
 * Compares the archive with what this browser saw on its last visit, once per page load, and
 * remembers it for the next. Null when it cannot tell (storage blocked). Loaded on demand with the
 * streams' news (use-whats-new.ts), so no page carries either in its first load.
 */
export function visitNews(): VisitNews | null {
  if (visit === undefined) visit = compare(unpackStreamNews(packedStreamNews))
  return visit
}
