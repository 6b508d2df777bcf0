import type { SongData } from '#build-src/archive-files/read-song-data.ts'
import { catalogueSongKey, type SongCatalogue } from '#build-src/archive-files/song-catalogue.ts'
import { computeSearchAids } from '#build-src/search-keys/compute-search-aids.ts'
import { songListDataOf } from '#src/shared/song-data/song-list-build.ts'
import { type PackedSongList, packSongList } from '#src/shared/song-data/song-list-pack.ts'
import { assignSongSlugs } from '#src/shared/song-model/keys/song-slug.ts'
import { modelOfCheckedStreams } from '#src/shared/song-model/song-model.ts'

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
  // The streams were checked as their files were read (readSongData): the model does not again.
  const model = modelOfCheckedStreams(
    streams,
    await computeSearchAids(catalogue),
    streamNames,
    catalogueSlugs(catalogue),
  )
  return packSongList(songListDataOf(model))
}
