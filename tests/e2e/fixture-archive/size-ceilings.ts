// The first-load budget's figures: our code on a first visit (every script, less the song data,
// less the stack floor), bytes gzip, on the build of the fixed test archive. The aim is 20 KB a
// page. A page over it has a ceiling in size-ceilings.json, one figure a page, which
// `npm run size:ceilings` writes from what the pages weigh: the figure plus the margin. The size
// spec fails on a page over its ceiling, and on one so far under it that the ceiling must come
// down. A ceiling that rises needs a decision record that names the page and the new ceiling
// (tests/unit/size-ceilings.test.ts); one that falls needs nothing.
import written from './size-ceilings.json' with { type: 'json' }

export const aim = 20 * 1024

/**
 * The margin for hash noise, in bytes: a change anywhere renames chunks, and the names a page's
 * entry and preloads carry move its figure by a few bytes either way (1 to 6 in the raises the
 * old ledger of ceilings recorded for it). A ceiling sits this far above the figure it was written
 * from; a page lighter than that by more than this again has a ceiling too high.
 */
export const margin = 100

/** The pages measured: each layout, the song list in both languages, a song's and a stream's page. */
export const routes = [
  '/',
  '/about',
  '/songlist',
  '/zh/songlist',
  '/contribute',
  '/mylist',
  '/songs/夜に駆ける',
  '/zh/streams/2023-10-14',
]

export type Ceilings = Readonly<Record<string, number>>

/** The ceilings as committed. */
export const ceilings: Ceilings = written

/** A page's ceiling: its own, or the aim. */
export function ceiling(route: string, given: Ceilings = ceilings): number {
  return given[route] ?? aim
}

/** What `npm run size:ceilings` writes for these figures: each page over the aim, plus the margin. */
export function ceilingsFor(figures: Readonly<Record<string, number>>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(figures)
      .map(([route, bytes]) => [route, bytes + margin] as const)
      .filter(([, bytes]) => bytes > aim),
  )
}

/**
 * Whether a page's figure leaves its ceiling too high: more than the margin below what
 * `size:ceilings` would write. A page without a ceiling of its own has the aim, which stays.
 */
export function tooHigh(route: string, bytes: number, given: Ceilings = ceilings): boolean {
  const own = given[route]
  return own !== undefined && own - (bytes + margin) > margin
}
