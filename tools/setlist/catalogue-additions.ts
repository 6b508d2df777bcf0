import {
  catalogueSongKey,
  type CatalogueSong,
  type SongCatalogue,
} from '../../build/song-data/song-catalogue'
import type { RawStream } from '../../src/shared/song-model/stream-file.gen'
import { songKey } from '../../src/shared/song-model/song-key'

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

/** The catalogue file's text with `added` appended to its songs; every other field kept as it was. */
export function catalogueTextWith(text: string, added: readonly CatalogueSong[]): string {
  const catalogue = JSON.parse(text) as SongCatalogue
  catalogue.songs.push(...added)
  return `${JSON.stringify(catalogue, null, 2)}\n`
}
