import {
  type CatalogueSong,
  catalogueSongKey,
  type SongCatalogue,
} from '#build-src/archive-files/song-catalogue.ts'
import { appendAll } from '#src/lib/arrays.ts'
import { songKey } from '#src/shared/song-model/song-key.ts'
import { assignSongSlugs } from '#src/shared/song-model/song-slug.ts'
import type { RawStream } from '#src/shared/song-model/stream-file.gen.ts'

/**
 * The songs of a new stream entry the catalogue does not list yet, each once, in setlist order,
 * with the reading `readings` gives for a song (by song key), if any.
 */
export function songsToCatalogue(
  entry: RawStream,
  catalogue: SongCatalogue,
  readings: ReadonlyMap<string, string> = new Map(),
): CatalogueSong[] {
  const listed = new Set(catalogue.songs.map(catalogueSongKey))
  const added: CatalogueSong[] = []
  for (const song of entry.songList) {
    const key = songKey(song)
    if (listed.has(key)) continue
    listed.add(key)
    const reading = readings.get(key)
    added.push({ title: song.songName, artist: song.singer, ...(reading ? { reading } : {}) })
  }
  return added
}

/**
 * The catalogue once `streams` are every stream of the archive, after a tool rewrote some: the
 * songs still sung, in their order and with every field, then the songs it lacked. A corrected
 * title leaves its old entry sung nowhere, which the data checks refuse, so it goes.
 */
export function catalogueFor(
  catalogue: SongCatalogue,
  streams: readonly RawStream[],
  readings?: ReadonlyMap<string, string>,
): { songs: CatalogueSong[]; added: CatalogueSong[]; removed: CatalogueSong[] } {
  const sung = new Set(streams.flatMap((stream) => stream.songList.map((song) => songKey(song))))
  const kept = catalogue.songs.filter((song) => sung.has(catalogueSongKey(song)))
  const removed = catalogue.songs.filter((song) => !sung.has(catalogueSongKey(song)))
  const added: CatalogueSong[] = []
  for (const stream of streams) {
    appendAll(added, songsToCatalogue(stream, { songs: [...kept, ...added] }, readings))
  }
  return { songs: [...kept, ...added], added, removed }
}

/**
 * `songs` with a page address written into each entry that has none (assignSongSlugs over them
 * all, so the others' addresses are taken first), right after `artist` for a readable file;
 * `added` says which, by index.
 */
export function withSlugs(songs: readonly CatalogueSong[]): {
  songs: CatalogueSong[]
  added: { index: number; slug: string }[]
} {
  const slugs = assignSongSlugs(songs)
  const added: { index: number; slug: string }[] = []
  const slugged = songs.map((song, index) => {
    if (song.slug !== undefined) return song
    const slug = slugs[index]!
    added.push({ index, slug })
    const { title, artist, ...rest } = song
    return { title, artist, slug, ...rest }
  })
  return { songs: slugged, added }
}

/**
 * The catalogue file's text with `songs` as its songs, each new one given its page address; every
 * other field kept as it was, and the file laid out as the project's formatter lays it out (so a
 * tool's change is only its own lines in a review, and `npm run format:check` passes).
 */
export function catalogueTextWithSongs(text: string, songs: readonly CatalogueSong[]): string {
  const catalogue = { ...(JSON.parse(text) as SongCatalogue), songs: withSlugs(songs).songs }
  return catalogueJson(catalogue)
}

/** A catalogue's text as the formatter lays it out, for every tool that writes songs.json. */
export const catalogueJson = (catalogue: object): string =>
  `${inlineShortLists(JSON.stringify(catalogue, null, 2))}\n`

/** Prettier's line width (.prettierrc). */
const printWidth = 100
// Prettier counts East Asian wide and full-width characters (kana, kanji, hangul, full-width
// forms, most emoji) as two columns, and combining and zero-width marks as none.
const wideCharacter =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{1f300}-\u{1f64f}\u{1f900}-\u{1f9ff}\u{20000}-\u{3fffd}]/u
const zeroWidth = /[\p{M}\u200b-\u200f]/u

function columns(line: string): number {
  let width = 0
  for (const char of line) width += zeroWidth.test(char) ? 0 : wideCharacter.test(char) ? 2 : 1
  return width
}

/** A line JSON.stringify writes for one text or number of a list, without its comma; else null. */
function listItem(line: string): string | null {
  const item = line.trim().replace(/,$/, '')
  try {
    const value: unknown = JSON.parse(item)
    return typeof value === 'object' && value !== null ? null : item
  } catch {
    return null
  }
}

/**
 * JSON.stringify's text with each list of texts on one line where it fits, as Prettier writes
 * JSON (`"aliases": ["Racing Into The Night"]`); objects and lists of objects stay one field a line.
 */
function inlineShortLists(json: string): string {
  const lines = json.split('\n')
  const out: string[] = []
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    if (line.endsWith('[')) {
      const items: string[] = []
      let end = i + 1
      for (let item; end < lines.length && (item = listItem(lines[end]!)) !== null; end++)
        items.push(item)
      const close = lines[end]?.trim()
      const joined = `${line}${items.join(', ')}${close}`
      if (items.length > 0 && (close === ']' || close === '],') && columns(joined) <= printWidth) {
        out.push(joined)
        i = end
        continue
      }
    }
    out.push(line)
  }
  return out.join('\n')
}
