import { streams } from '../songs/data/streams'
import { archiveGlance, listedStreams } from './stream-summary'
import { streamTimeline } from './stream-timeline'

// What the home and about pages need from the song data. In a build, the `streamFiguresAtBuild`
// plugin replaces this module with the computed values, so those pages do not download the data.

/** Number of streams and songs, and the latest stream. */
export const archiveFigures = archiveGlance(streams)

/** The singing streams of the history timeline: the latest one by one, the older ones summed up. */
export const streamHistory = streamTimeline(listedStreams(streams))
