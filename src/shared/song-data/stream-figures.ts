import type { ArchiveGlance } from './stream-summary'

// What the home page needs from the song data. A Vite plugin (build/song-data/stream-figures-plugin.ts)
// serves this module, in builds, `vite dev` and tests alike, as values computed from the content
// folder's stream files: the page never downloads the data.

/** Number of streams and songs, and the latest stream. */
export declare const archiveFigures: ArchiveGlance
