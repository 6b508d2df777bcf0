import { buildSongListData } from '../model/song-list-build'
import { packSongList, type PackedSongList } from '../model/song-list-pack'
import { streams } from './streams'

// The song list as the page loads it. In a build, the `packedSongListAtBuild` plugin replaces this
// module with the packed JSON it computes, so the page neither ships nor runs the model builder.
// In development it is built here, from the data being edited, and invalid data throws.
export const packedSongList: PackedSongList = packSongList(
  buildSongListData(streams, { validate: import.meta.env.DEV }),
)
