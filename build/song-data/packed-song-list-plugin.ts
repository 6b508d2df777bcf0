import type { Plugin } from 'vite'
import { buildSongListData } from '../../src/features/songs/model/song-list-build'
import { packSongList } from '../../src/features/songs/model/song-list-pack'
import { importStreams, songDataFile } from './import-streams'
import { moduleFromSongData } from './module-from-song-data'
import type { RawStream } from '../../src/features/songs/data/types'

/** The module the plugin replaces; the build also gives it the song-data chunk of its own. */
export const packedSongListModule = /src\/features\/songs\/data\/packed-song-list\.ts$/

/**
 * Vite plugin (build only): `packed-song-list.ts` becomes the packed song list itself, written as
 * a JSON string: engines parse that faster than the same data written as object literals.
 */
export function packedSongListAtBuild(
  file: string = songDataFile,
  load: (file: string) => Promise<RawStream[]> = importStreams<RawStream[]>,
): Plugin {
  return moduleFromSongData({
    name: 'packed-song-list-at-build',
    module: packedSongListModule,
    file,
    load,
    code: (streams) => {
      const json = JSON.stringify(packSongList(buildSongListData(streams)))
      return `export const packedSongList = JSON.parse(${JSON.stringify(json)})`
    },
  })
}
