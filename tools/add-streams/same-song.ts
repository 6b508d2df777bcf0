// One spelling per song. Real archives write the same song two ways (`GETCHA!` and `GETCHA`,
// `好きだから` and `好きだから。`, `『ユイカ』` and `ユイカ`), which the site's rule (songKey: title and
// artist folded, punctuation dropped) already counts as one song. The tools keep the first spelling
// as the catalogue's entry, write every performance that way, and keep the other titles as aliases.
import { type CatalogueSong, catalogueSongKey } from '#build-src/archive-files/song-catalogue.ts'
import { songKey } from '#src/shared/song-model/keys/song-key.ts'
import type { RawStream } from '#src/shared/song-model/schema-types/stream-file.gen.ts'

/** A song as a stream file writes it. */
export interface Spelling {
  songName: string
  singer: string
}

/** A performance rewritten in its catalogue entry's spelling. */
export interface Respelling {
  /** The index of the stream among those given, and of the song in its `songList`. */
  stream: number
  song: number
  from: Spelling
  to: Spelling
  /** The title as it was written, now among the entry's aliases; null when nothing was added. */
  alias: string | null
}

/** Two catalogue entries of one song made one: the first kept, the other's titles its aliases. */
export interface SongMerge {
  /** Indexes in the catalogue as it was. */
  kept: number
  merged: number
  keptSong: CatalogueSong
  mergedSong: CatalogueSong
  /** The aliases the kept entry gained. */
  aliases: string[]
  /** The merged entry's reading, when it differed from the kept one's and was dropped. */
  droppedReading?: string
}

/**
 * An entry with its fields in the catalogue's order; `address` is the entry it replaces, whose
 * page address (slug and old slugs) it keeps.
 */
const entry = (
  title: string,
  artist: string,
  reading: string | undefined,
  aliases: readonly string[] | undefined,
  address: Pick<CatalogueSong, 'slug' | 'oldSlugs'> = {},
): CatalogueSong => ({
  title,
  artist,
  ...(address.slug === undefined ? {} : { slug: address.slug }),
  ...(address.oldSlugs === undefined ? {} : { oldSlugs: [...address.oldSlugs] }),
  ...(reading === undefined ? {} : { reading }),
  ...(aliases === undefined || aliases.length === 0 ? {} : { aliases: [...aliases] }),
})

/**
 * `song` with the page addresses of `others` among its old ones, so their pages redirect to its
 * page: for entries merged into it, or a title corrected into it.
 */
export function withAddressesOf(
  song: CatalogueSong,
  others: readonly CatalogueSong[],
): CatalogueSong {
  const given = others.flatMap((other) => [
    ...(other.slug === undefined ? [] : [other.slug]),
    ...(other.oldSlugs ?? []),
  ])
  const oldSlugs = [...new Set([...(song.oldSlugs ?? []), ...given])].filter(
    (slug) => slug !== song.slug,
  )
  return oldSlugs.length === 0
    ? song
    : entry(song.title, song.artist, song.reading, song.aliases, { slug: song.slug, oldSlugs })
}

/** `song` with `title` among its aliases, unless it is its title or an alias already. */
export function withAlias(song: CatalogueSong, title: string): CatalogueSong {
  if (title === song.title || song.aliases?.includes(title)) return song
  return entry(song.title, song.artist, song.reading, [...(song.aliases ?? []), title], song)
}

const spellingOf = (song: CatalogueSong): Spelling => ({
  songName: song.title,
  singer: song.artist,
})

/** Each song key's first entry: the spelling kept. */
function firstEntries(songs: readonly CatalogueSong[]): Map<string, number> {
  const first = new Map<string, number>()
  songs.forEach((song, i) => {
    const key = catalogueSongKey(song)
    if (!first.has(key)) first.set(key, i)
  })
  return first
}

/**
 * Writes `song` as `entries[at]` spells it, keeping its title among the entry's aliases (the
 * entry in `entries` is replaced); null when the song is spelt so already.
 */
function respell(
  entries: CatalogueSong[],
  at: number,
  song: Spelling,
): { to: Spelling; alias: string | null } | null {
  const kept = entries[at]!
  if (kept.title === song.songName && kept.artist === song.singer) return null
  const aliased = withAlias(kept, song.songName)
  entries[at] = aliased
  return { to: spellingOf(kept), alias: aliased === kept ? null : song.songName }
}

/**
 * New streams in the catalogue's spelling: each song the catalogue (or an earlier song of
 * `streams`) lists under another spelling is written as listed, and the title as the stream had
 * it becomes one of the entry's aliases; a song new to the catalogue gets an entry as first
 * written, with the reading `readings` gives its song key. The catalogue is not changed but
 * returned: `songs` is every entry after, `added` the new ones.
 */
export function spellAsCatalogue(
  catalogue: readonly CatalogueSong[],
  streams: readonly RawStream[],
  readings: ReadonlyMap<string, string> = new Map(),
): {
  streams: RawStream[]
  songs: CatalogueSong[]
  added: CatalogueSong[]
  respelled: Respelling[]
} {
  const songs = [...catalogue]
  const first = firstEntries(songs)
  const respelled: Respelling[] = []
  const spelt = streams.map((stream, s) => ({
    ...stream,
    songList: stream.songList.map((song, i) => {
      const key = songKey(song)
      const at = first.get(key)
      if (at === undefined) {
        const reading = readings.get(key)
        first.set(key, songs.push(entry(song.songName, song.singer, reading, undefined)) - 1)
        return song
      }
      const change = respell(songs, at, song)
      if (!change) return song
      const from = { songName: song.songName, singer: song.singer }
      respelled.push({ stream: s, song: i, from, ...change })
      return { ...song, ...change.to }
    }),
  }))
  return { streams: spelt, songs, added: songs.slice(catalogue.length), respelled }
}

/**
 * The catalogue with the entries of one song (by the site's rule) made one: the first kept where
 * it is, each later one's title and aliases added to its aliases, its reading kept only when the
 * first has none. `keys` are the song keys that had more than one entry.
 */
export function mergeSameSongs(catalogue: readonly CatalogueSong[]): {
  songs: CatalogueSong[]
  merges: SongMerge[]
  keys: Set<string>
} {
  const songs: CatalogueSong[] = []
  const position = new Map<string, { at: number; index: number }>()
  const merges: SongMerge[] = []
  const keys = new Set<string>()
  catalogue.forEach((song, index) => {
    const key = catalogueSongKey(song)
    const first = position.get(key)
    if (!first) {
      position.set(key, { at: songs.push(song) - 1, index })
      return
    }
    keys.add(key)
    const before = songs[first.at]!
    const aliased = [song.title, ...(song.aliases ?? [])].reduce(withAlias, before)
    const reading = before.reading ?? song.reading
    songs[first.at] = withAddressesOf(
      entry(before.title, before.artist, reading, aliased.aliases, before),
      [song],
    )
    merges.push({
      kept: first.index,
      merged: index,
      keptSong: before,
      mergedSong: song,
      aliases: (aliased.aliases ?? []).filter((alias) => !before.aliases?.includes(alias)),
      ...(song.reading !== undefined && song.reading !== reading
        ? { droppedReading: song.reading }
        : {}),
    })
  })
  return { songs, merges, keys }
}

/**
 * Songs of `keys` in the spelling of their (first) entry in `songs`, their titles as written kept
 * among its aliases; the entries in `songs` are replaced where they gain one. For stream files
 * read as they are, before any check: a song without a text title and artist is left alone.
 */
export function respellSongs(
  songs: CatalogueSong[],
  songLists: readonly (readonly unknown[])[],
  keys: ReadonlySet<string>,
): { songLists: unknown[][]; respelled: Respelling[] } {
  const first = firstEntries(songs)
  const respelled: Respelling[] = []
  const lists = songLists.map((list, s) =>
    list.map((song, i) => {
      if (!isSpelling(song)) return song
      const key = songKey(song)
      const at = first.get(key)
      if (at === undefined || !keys.has(key)) return song
      const change = respell(songs, at, song)
      if (!change) return song
      respelled.push({
        stream: s,
        song: i,
        from: { songName: song.songName, singer: song.singer },
        ...change,
      })
      return { ...song, ...change.to }
    }),
  )
  return { songLists: lists, respelled }
}

export function isSpelling(value: unknown): value is Spelling & Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const song = value as Record<string, unknown>
  return typeof song.songName === 'string' && typeof song.singer === 'string'
}

/** `"GETCHA" / "Artist"`, as the tools quote a song. */
export const quoteSpelling = ({ songName, singer }: Spelling) =>
  `${JSON.stringify(songName)} / ${JSON.stringify(singer)}`

/**
 * A respelling in English for the command line, after what names the song's place (`line 12`,
 * `songList[3]`).
 */
export function formatRespelling(where: string, change: Respelling, catalogue: string): string {
  const alias =
    change.alias === null ? '' : `; ${JSON.stringify(change.alias)} is one of its aliases now`
  return `${where}: ${quoteSpelling(change.from)} is the same song as ${quoteSpelling(change.to)} in ${catalogue}, written so${alias}`
}
