import { computeSearchAids } from '../../build/search/search-aids'
import { readSongData } from '../../build/song-data/song-data'
import { buildSongListData } from '../../src/shared/song-model/song-list-build'
import { packSongList, type PackedSongList } from '../../src/shared/song-model/song-list-pack'

/** A content folder's song list packed as the build packs it, readings and all. */
export async function packedSongListOf(contentDir: string): Promise<PackedSongList> {
  const { streams, catalogue, problems } = readSongData(contentDir)
  if (problems.length > 0) throw new Error(`Invalid song data:\n${problems.join('\n')}`)
  return packSongList(buildSongListData(streams, await computeSearchAids(catalogue)))
}
