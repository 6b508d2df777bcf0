import type { Plugin } from 'vite'

import type { SongData } from '#build-src/archive-files/read-song-data.ts'
import { computeOtherReadings } from '#build-src/search-keys/compute-other-readings.ts'

import { moduleFromSongData } from './module-from-song-data.ts'
import { packSongData } from './pack-song-data.ts'

const id = 'virtual:song-data/packed-song-list'
const otherReadingsId = 'virtual:song-data/other-readings'
/** The module the plugin serves; the build also gives it the song-data chunk of its own. */
export const packedSongListModule = /virtual:song-data\/packed-song-list$/

/**
 * Vite plugin: `virtual:song-data/packed-song-list` is the packed song list built from the stream
 * files and the catalogue, with the readings search needs, written as a JSON string: engines parse
 * that faster than the same data as object literals. `virtual:song-data/other-readings` holds the
 * texts' other plausible readings, which only the ranking reads: it loads with the ranking's code,
 * at the first text typed, not with the list.
 */
export function packedSongListPlugin(contentDir: string): Plugin {
  return moduleFromSongData({
    name: 'packed-song-list',
    ids: [id, otherReadingsId],
    contentDir,
    code: (data, served) =>
      served === otherReadingsId ? otherReadingsModuleCode(data) : packedSongListModuleCode(data),
  })
}

/** The other readings' module: a JSON string, parsed once, like the song list's. */
export async function otherReadingsModuleCode(data: SongData): Promise<string> {
  const json = JSON.stringify(await computeOtherReadings(data.catalogue))
  return `export const otherReadings = JSON.parse(${JSON.stringify(json)})`
}

/** The module's code: the packed list as a JSON string (the size budget measures this too). */
export async function packedSongListModuleCode(data: SongData): Promise<string> {
  const json = JSON.stringify(await packSongData(data))
  return `export const packedSongList = JSON.parse(${JSON.stringify(json)})`
}
