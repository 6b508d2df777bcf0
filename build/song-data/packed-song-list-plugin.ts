import type { Plugin } from 'vite'
import { moduleFromSongData } from './module-from-song-data'
import { packSongData } from './pack-song-data'
import type { SongData } from './song-data'

/** The module the plugin serves; the build also gives it the song-data chunk of its own. */
export const packedSongListModule = /src\/shared\/song-data\/packed-song-list\.ts$/

/**
 * Vite plugin: `packed-song-list.ts` becomes the packed song list built from the stream files and
 * the catalogue, with the readings search needs, written as a JSON string: engines parse that
 * faster than the same data as object literals.
 */
export function packedSongListPlugin(contentDir: string): Plugin {
  return moduleFromSongData({
    name: 'packed-song-list',
    module: packedSongListModule,
    contentDir,
    code: packedSongListModuleCode,
  })
}

/** The module's code: the packed list as a JSON string (the size budget measures this too). */
export async function packedSongListModuleCode(data: SongData): Promise<string> {
  const json = JSON.stringify(await packSongData(data))
  return `export const packedSongList = JSON.parse(${JSON.stringify(json)})`
}
