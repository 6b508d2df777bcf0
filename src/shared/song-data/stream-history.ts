import type { StreamTimeline } from './stream-timeline'

// What the About page needs from the song data, served like stream-figures.ts by
// build/song-data/stream-figures-plugin.ts, apart from it so neither page downloads the other's.

/** The singing streams of the history timeline: the latest one by one, the older ones summed up. */
export declare const streamHistory: StreamTimeline
