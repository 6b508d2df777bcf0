// Comment lines that name a title and no artist (`3:15 千本桜`, common in fans' comments): the
// artist comes from the data when it records one for the title, or else from the fan.
import { foldForSearch } from '#src/shared/search/search-fold.ts'

import type { CommentSong } from './parse-comment.ts'
import type { RecordedCredit, SongCredit } from './singer-spelling.ts'

/** A title-only line whose artist the data cannot give: it has none, or several, for the title. */
export interface MissingArtist {
  kind: 'no-artist'
  line: number
  songName: string
  /** The artists the data records for this title (never one: one is taken), most sung first. */
  artists: string[]
}

/** Counts of each spelling of an artist. */
type Spellings = Map<string, number>

const total = (spellings: Spellings) => [...spellings.values()].reduce((a, b) => a + b, 0)
const mostUsed = (spellings: Spellings) => [...spellings].sort((a, b) => b[1] - a[1])[0]![0]

/**
 * The artists the data records for a title, each in its most used spelling, most sung first.
 * Titles and artists are compared as `songKey` compares songs (case, width, kana, spaces and
 * punctuation folded), so `米津玄師` and `米津 玄師` are one artist and `LEMON` finds `Lemon`.
 */
function artistsByTitle(recorded: readonly RecordedCredit[]): (songName: string) => string[] {
  const titles = new Map<string, Map<string, Spellings>>()
  for (const { songName, singer } of recorded) {
    // A song recorded with its artist unknown ('') has no artist to give.
    if (singer === '') continue
    const title = foldForSearch(songName)
    const artist = foldForSearch(singer)
    const artists = titles.get(title) ?? new Map<string, Spellings>()
    const spellings = artists.get(artist) ?? new Map<string, number>()
    spellings.set(singer, (spellings.get(singer) ?? 0) + 1)
    artists.set(artist, spellings)
    titles.set(title, artists)
  }
  return (songName) => {
    const key = foldForSearch(songName)
    // A title of symbols alone folds to nothing, as every other such title does: it finds none.
    const artists = key === '' ? undefined : titles.get(key)
    if (!artists) return []
    return [...artists.values()].sort((a, b) => total(b) - total(a)).map(mostUsed)
  }
}

/**
 * The songs with each empty artist taken from `recorded` where it gives the title exactly one;
 * the others keep theirs empty and are returned as missing, since guessing between two artists
 * of one title would write a wrong credit that looks right.
 */
export function fillArtists(
  songs: readonly CommentSong[],
  recorded: readonly RecordedCredit[],
): { songs: CommentSong[]; filled: SongCredit[]; missing: MissingArtist[] } {
  const filled: SongCredit[] = []
  const missing: MissingArtist[] = []
  if (!songs.some((song) => song.singer === '')) return { songs: [...songs], filled, missing }
  const artistsOf = artistsByTitle(recorded)
  const result = songs.map((song) => {
    if (song.singer !== '') return song
    const { line, songName } = song
    const artists = artistsOf(songName)
    if (artists.length !== 1) {
      missing.push({ kind: 'no-artist', line, songName, artists })
      return song
    }
    filled.push({ line, songName, singer: artists[0]! })
    return { ...song, singer: artists[0]! }
  })
  return { songs: result, filled, missing }
}

/**
 * The comment with the artists the fan gave (by 1-based line) written after their lines' titles,
 * as `title / artist`, the form the parser reads first; other lines and line breaks are kept.
 */
export function withArtists(comment: string, artists: ReadonlyMap<number, string>): string {
  return comment
    .split('\n')
    .map((line, index) => {
      const artist = artists.get(index + 1)?.trim()
      if (!artist) return line
      const cr = line.endsWith('\r') ? '\r' : ''
      return `${line.slice(0, line.length - cr.length).trimEnd()} / ${artist}${cr}`
    })
    .join('\n')
}

/** The missing artist in English for the command line. */
export function formatMissingArtist({ line, songName, artists }: MissingArtist): string {
  const why =
    artists.length === 0
      ? 'the data has no song of that title'
      : `the data has it by ${artists.map((artist) => `"${artist}"`).join(' and ')}`
  return `line ${line}: "${songName}" has no artist and ${why}; write it after the title ("<time> ${songName} / <artist>")`
}

/** An artist taken from the data, in English for the command line. */
export const formatFilledArtist = ({ line, songName, singer }: SongCredit) =>
  `line ${line}: "${songName}" has no artist; "${singer}" taken from the data`
