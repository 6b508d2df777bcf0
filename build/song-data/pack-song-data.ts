import { buildSongListData } from '../../src/shared/song-data/song-list-build'
import { packSongList, type PackedSongList } from '../../src/shared/song-data/song-list-pack'
import { assignSongSlugs } from '../../src/shared/song-model/song-slug'
import { computeSearchAids } from '../search/search-aids'
import { catalogueSongKey, type SongCatalogue } from './song-catalogue'
import type { SongData } from './song-data'

/** Each catalogue song's page address by its song key: stored, else derived (song-slug.ts). */
export function catalogueSlugs(catalogue: SongCatalogue): Map<string, string> {
  const slugs = assignSongSlugs(catalogue.songs)
  return new Map(catalogue.songs.map((song, i) => [catalogueSongKey(song), slugs[i] ?? '']))
}

/** The song list as the page gets it: built from the streams, with the catalogue's search aids. */
export async function packSongData({
  streams,
  streamNames,
  catalogue,
}: Pick<SongData, 'streams' | 'streamNames' | 'catalogue'>): Promise<PackedSongList> {
  return packSongList(
    buildSongListData(
      streams,
      await computeSearchAids(catalogue),
      streamNames,
      catalogueSlugs(catalogue),
    ),
  )
}
