/**
 * How well a song matches a query, best first (docs/search.md, "Best match first"): the title
 * or an alias as written (whole, its start, whole words, anywhere), the artist as written, the
 * title's reading, romaji or pinyin (its start, anywhere), the artist's, each word of the query
 * somewhere in the title or the artist, another plausible reading of either (the dictionary's,
 * below the one trusted), a match that only sounds alike, then some of the words.
 */
export const matchTiers = [
  'title',
  'titleStart',
  'titleWords',
  'titlePart',
  'artist',
  'artistPart',
  'reading',
  'readingPart',
  'artistReading',
  'words',
  'otherReading',
  'soundAlike',
  'partial',
] as const
export type MatchTier = (typeof matchTiers)[number]

// A rank is a tier's place times this, plus, for a partial match, the words it missed: fewer
// missed ranks higher.
const step = 64
/** The first rank of a tier. */
export const tierRank = (tier: MatchTier): number => matchTiers.indexOf(tier) * step

/** The first rank of a partial match; every rank below it is a match of the whole query. */
export const partialRank = tierRank('partial')
/** The first rank of a sound-alike match: ranks below it are what the date orders keep. */
export const looseRank = tierRank('soundAlike')

/** The rank of a partial match of `found` words: more words rank higher. */
export const partialRankOf = (found: number): number =>
  partialRank + step - 1 - Math.min(found, step - 1)

/** The tier of a rank. */
export const tierOf = (rank: number): MatchTier => matchTiers[Math.floor(rank / step)] ?? 'partial'

/**
 * Ranked items, best first and in their given order within a rank; of the partial matches, only
 * those that match the most words are kept.
 */
export function byRank<T>(items: readonly T[], rankOf: (item: T) => number | null): T[] {
  const ranked: { item: T; rank: number }[] = []
  let bestPartial = Infinity
  for (const item of items) {
    const rank = rankOf(item)
    if (rank === null) continue
    ranked.push({ item, rank })
    if (rank >= partialRank) bestPartial = Math.min(bestPartial, rank)
  }
  return ranked
    .filter(({ rank }) => rank < partialRank || rank === bestPartial)
    .sort((a, b) => a.rank - b.rank)
    .map(({ item }) => item)
}
