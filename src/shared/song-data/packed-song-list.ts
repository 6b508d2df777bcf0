import type { PackedSongList } from './song-list-pack'

// The song list as the page loads it. A Vite plugin (build/song-data/packed-song-list-plugin.ts)
// serves this module, in builds, `vite dev` and tests alike, as the list packed from the content
// folder's stream files, so the page neither ships nor runs the model builder.
export declare const packedSongList: PackedSongList
