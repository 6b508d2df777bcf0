import { fileURLToPath } from 'node:url'
import { format, resolveConfig } from 'prettier'

import {
  type CatalogueSong,
  catalogueSongKey,
  type SongCatalogue,
} from '#build-src/archive-files/song-catalogue.ts'
import { appendAll } from '#src/lib/arrays.ts'
import { songKey } from '#src/shared/song-model/keys/song-key.ts'
import { assignSongSlugs } from '#src/shared/song-model/keys/song-slug.ts'
import type { RawStream } from '#src/shared/song-model/schema-types/stream-file.gen.ts'

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
export async function catalogueTextWithSongs(
  text: string,
  songs: readonly CatalogueSong[],
): Promise<string> {
  const catalogue = { ...(JSON.parse(text) as SongCatalogue), songs: withSlugs(songs).songs }
  return catalogueJson(catalogue)
}

/**
 * A catalogue's text as the project's formatter lays it out, for every tool that writes songs.json:
 * each object a field a line (Prettier keeps an object expanded when its text was), a short list on
 * one line. The project's own settings, wherever the content folder is.
 */
export async function catalogueJson(catalogue: object): Promise<string> {
  return format(JSON.stringify(catalogue, null, 2), {
    ...(await resolveConfig(fileURLToPath(import.meta.url))),
    parser: 'json',
  })
}
