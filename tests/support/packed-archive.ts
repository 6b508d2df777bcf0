import { packSongData } from '../../build/song-data/pack-song-data'
import { readSongData } from '../../build/song-data/song-data'
import type { PackedSongList } from '../../src/shared/song-data/song-list-pack'

/** A content folder's song list packed as the build packs it, readings and all. */
export async function packedSongListOf(contentDir: string): Promise<PackedSongList> {
  const data = readSongData(contentDir)
  if (data.problems.length > 0) throw new Error(`Invalid song data:\n${data.problems.join('\n')}`)
  return packSongData(data)
}
