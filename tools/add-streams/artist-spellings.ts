// One title, several artists. The site counts a song by its title and artist as songKey folds them,
// so `Calc.` credited to 初音ミク and to ジミーサムP is two songs, each with its own page and both in
// the home page's count. Nothing tells one artist spelt two ways from two songs sharing a title
// (`Lemon` by 米津玄師 and by another), so data:import and data:check list such titles, and
// `data:check --fix --merge-artists` writes each title one way only where its spellings share a
// name, or where the maintainer names the title (docs/maintaining.md).
import { foldForSearch } from '#src/shared/search/search-fold.ts'
import { splitArtists } from '#src/shared/song-model/artists.ts'
import { songKey } from '#src/shared/song-model/keys/song-key.ts'
import { firstLines } from '#tools/lib/cli.ts'

import type { Spelling } from './same-song.ts'

export interface ArtistSpelling {
  /** The artist as first written; the spellings songKey joins are one. */
  singer: string
  performances: number
}

export interface SpelledTitle {
  /** The title as first written. */
  title: string
  /** The most used first, equals in the order first seen: the first is the one a merge keeps. */
  spellings: ArtistSpelling[]
  /** Every spelling reaches every other through spellings that share a name (below). */
  oneArtist: boolean
}

/** The title's part of songKey: the same for every spelling of one title. */
const titleKey = (songName: string) => songKey({ songName, singer: '' })

/** Each artist a credit names, folded: `ジミーサムP feat. 初音ミク` names two. */
const foldedNames = (singer: string) =>
  splitArtists(singer)
    .map((name) => foldForSearch(name))
    .filter((name) => name !== '')

/**
 * Two spellings plausibly name one artist when they name an artist in common (`初音ミク` and
 * `ジミーサムP feat. 初音ミク`) or one, folded, holds the other (`YOASOBI` and `YOASOBI(Ayase)`);
 * a one-letter name is inside too many others to say anything.
 */
function shareName(a: string, b: string): boolean {
  const names = new Set(foldedNames(a))
  if (foldedNames(b).some((name) => names.has(name))) return true
  const [short, long] = [foldForSearch(a), foldForSearch(b)].sort((x, y) => x.length - y.length)
  return [...short!].length > 1 && long!.includes(short!)
}

function connected(singers: readonly string[]): boolean {
  const reached = new Set([0])
  // A Set's iteration visits what is added during it: a walk through the spellings.
  for (const at of reached)
    singers.forEach((singer, i) => {
      if (!reached.has(i) && shareName(singers[at]!, singer)) reached.add(i)
    })
  return reached.size === singers.length
}

/**
 * The titles credited to artists the site's rule counts apart, in the order first seen, with how
 * often each spelling is sung. An unknown artist (`""`) is no spelling of one: by design it is a
 * song of its own (docs/data.md).
 */
export function spelledTitles(songs: Iterable<Spelling>): SpelledTitle[] {
  const titles = new Map<string, { title: string; spellings: Map<string, ArtistSpelling> }>()
  for (const song of songs) {
    if (song.singer === '') continue
    const key = titleKey(song.songName)
    const entry = titles.get(key) ?? { title: song.songName, spellings: new Map() }
    titles.set(key, entry)
    const artist = songKey(song)
    const spelling = entry.spellings.get(artist) ?? { singer: song.singer, performances: 0 }
    spelling.performances++
    entry.spellings.set(artist, spelling)
  }
  return [...titles.values()].flatMap(({ title, spellings }) => {
    if (spellings.size < 2) return []
    // A stable sort: equals stay in the order first seen.
    const sorted = [...spellings.values()].sort((a, b) => b.performances - a.performances)
    return [{ title, spellings: sorted, oneArtist: connected(sorted.map((s) => s.singer)) }]
  })
}

/** What `--merge-artists` asks for: every title of one artist's spellings, and titles named. */
export interface ArtistMerge {
  oneArtist: boolean
  titles: readonly string[]
}

/**
 * The titles to merge, by title key, and the titles named that no listed title is (matched as
 * songKey matches titles, so `calc` names `Calc.`).
 */
export function titlesToMerge(
  titles: readonly SpelledTitle[],
  merge: ArtistMerge,
): { merging: Map<string, SpelledTitle>; unknown: string[] } {
  const byKey = new Map(titles.map((title) => [titleKey(title.title), title]))
  const merging = new Map([...byKey].filter(([, title]) => merge.oneArtist && title.oneArtist))
  const unknown: string[] = []
  for (const named of merge.titles) {
    const title = byKey.get(titleKey(named))
    if (title) merging.set(titleKey(named), title)
    else unknown.push(named)
  }
  return { merging, unknown }
}

/**
 * The artist a song is credited to once its title is merged, or null when it stays: another
 * title, an unknown artist, or the kept spelling already (as songKey folds it).
 */
export function mergedArtist(
  song: Spelling,
  merging: ReadonlyMap<string, SpelledTitle>,
): string | null {
  const kept = merging.get(titleKey(song.songName))?.spellings[0]?.singer
  if (kept === undefined || song.singer === '') return null
  return songKey(song) === songKey({ songName: song.songName, singer: kept }) ? null : kept
}

/** A change `--merge-artists` made, after what names its place. */
export const formatArtistMerge = (song: Spelling, kept: string) =>
  `${JSON.stringify(song.singer)} is now ${JSON.stringify(kept)}, the spelling kept for ${JSON.stringify(song.songName)}`

const number = (n: number) => n.toLocaleString('en')

function titleLine({ title, spellings, oneArtist }: SpelledTitle): string {
  const counted = spellings.map((s) => `${JSON.stringify(s.singer)} ×${number(s.performances)}`)
  const kind = oneArtist ? 'they share a name' : 'no name in common: two songs, or one artist?'
  return `${JSON.stringify(title)}: ${counted.join(', ')}; ${kind}`
}

/**
 * The list the tools print: a line counting the titles, the first `limit` titles (all with
 * Infinity, for --verbose), and the command that merges them.
 */
export function spelledTitleLines(titles: readonly SpelledTitle[], limit: number): string[] {
  if (titles.length === 0) return []
  const shared = titles.filter((title) => title.oneArtist).length
  const many = titles.length === 1 ? 'title is' : 'titles are'
  return [
    `${number(titles.length)} ${many} credited to several artists, and each spelling counts as a song of its own (sharing a name: ${number(shared)}, sharing none: ${number(titles.length - shared)}):`,
    ...firstLines(titles.map(titleLine), limit).map((line) => `  ${line}`),
    `npm run data:check -- --fix --merge-artists keeps the most used spelling of each title whose spellings share a name (the first seen of equals) and writes its other performances so; --merge-artists=<title> merges that title whatever its spellings.`,
  ]
}
