export const LAST_VISIT_KEY = 'last-visit'
export const VISIT_GAP_MS = 30 * 60 * 1000

/** The slugs new since the last visit, in the order of `current`. */
export interface FreshStreams {
  fresh: string[]
}

interface Stored {
  at: number
  seen: string[]
  fresh: string[]
}

const SLUG = /^[A-Za-z0-9_-]{1,64}$/
const MAX_ENTRIES = 50_000

function isSlugList(value: unknown): value is string[] {
  return (
    Array.isArray(value) &&
    value.length <= MAX_ENTRIES &&
    value.every((slug) => typeof slug === 'string' && SLUG.test(slug))
  )
}

// Anything this version cannot read (corrupt, foreign, newer) reads as null: a first visit.
function parse(raw: string | null): Stored | null {
  if (raw === null) return null
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const { v, at, seen, fresh } = value as Record<string, unknown>
  if (v !== 1 || typeof at !== 'number' || !Number.isFinite(at)) return null
  if (!isSlugList(seen) || !isSlugList(fresh)) return null
  return { at, seen, fresh }
}

/**
 * The streams new since the visitor's last visit, and the value to store for the next page load.
 * Page loads less than VISIT_GAP_MS apart are one visit: its news stays until the next visit.
 */
export function nextVisit(
  stored: string | null,
  current: readonly string[],
  now: number,
): { store: string; news: FreshStreams } {
  // Unreadable slugs are dropped so that what we store can always be read back.
  const slugs = Array.from(new Set(current)).filter((slug) => SLUG.test(slug))
  const last = parse(stored)
  let fresh: string[] = []
  // An empty `seen` (data missing at the last load) would flag the whole archive as new.
  if (last !== null && last.seen.length > 0) {
    const seen = new Set(last.seen)
    // A clock gone back (now < at) also starts a new visit.
    const sameVisit = now >= last.at && now - last.at < VISIT_GAP_MS
    const kept = new Set(sameVisit ? last.fresh : [])
    fresh = slugs.filter((slug) => !seen.has(slug) || kept.has(slug))
  }
  const store = JSON.stringify({ v: 1, at: now, seen: slugs, fresh })
  return { store, news: { fresh } }
}
