import { buildSongListData } from '../../src/shared/song-data/song-list-build'
import { packSongList, type PackedSongList } from '../../src/shared/song-data/song-list-pack'
import { computeSearchAids } from '../search/search-aids'
import type { SongData } from './song-data'

/** The song list as the page gets it: built from the streams, with the catalogue's search aids. */
export async function packSongData({
  streams,
  streamNames,
  catalogue,
}: Pick<SongData, 'streams' | 'streamNames' | 'catalogue'>): Promise<PackedSongList> {
  return packSongList(buildSongListData(streams, await computeSearchAids(catalogue), streamNames))
}
