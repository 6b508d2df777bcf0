import { readSongData } from '#build-src/archive-files/read-song-data.ts'
import { packSongData } from '#build-src/data-modules/pack-song-data.ts'
import type { PackedSongList } from '#src/shared/song-data/song-list-pack.ts'

/** A content folder's song list packed as the build packs it, readings and all. */
export async function packedSongListOf(contentDir: string): Promise<PackedSongList> {
  const data = readSongData(contentDir)
  if (data.problems.length > 0) throw new Error(`Invalid song data:\n${data.problems.join('\n')}`)
  return packSongData(data)
}
