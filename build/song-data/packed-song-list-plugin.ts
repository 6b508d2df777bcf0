import type { Plugin } from 'vite'
import { buildSongListData } from '../../src/shared/song-model/song-list-build'
import { packSongList } from '../../src/shared/song-model/song-list-pack'
import { computeSearchAids } from '../search/search-aids'
import { moduleFromSongData } from './module-from-song-data'

/** The module the plugin serves; the build also gives it the song-data chunk of its own. */
export const packedSongListModule = /src\/features\/songs\/data\/packed-song-list\.ts$/

/**
 * Vite plugin: `packed-song-list.ts` becomes the packed song list built from the stream files and
 * the catalogue, with the readings search needs,
 * written as a JSON string: engines parse that faster than the same data as object literals.
 */
export function packedSongListPlugin(contentDir: string): Plugin {
  return moduleFromSongData({
    name: 'packed-song-list',
    module: packedSongListModule,
    contentDir,
    code: async ({ streams, catalogue }) => {
      const aids = await computeSearchAids(catalogue)
      const json = JSON.stringify(packSongList(buildSongListData(streams, aids)))
      return `export const packedSongList = JSON.parse(${JSON.stringify(json)})`
    },
  })
}
