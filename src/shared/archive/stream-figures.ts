import type { ArchiveGlance } from './stream-summary'
import type { StreamTimeline } from './stream-timeline'

// What the home and about pages need from the song data. A Vite plugin
// (build/song-data/stream-figures-plugin.ts) serves this module, in builds, `vite dev` and tests
// alike, as values computed from the content folder's stream files: the pages never download the data.

/** Number of streams and songs, and the latest stream. */
export declare const archiveFigures: ArchiveGlance

/** The singing streams of the history timeline: the latest one by one, the older ones summed up. */
export declare const streamHistory: StreamTimeline
