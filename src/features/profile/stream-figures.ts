import { streams } from '../songs/data/streams'
import { archiveGlance, listedStreams } from './stream-summary'

// What the home and about pages need from the song data. In a build, the `streamFiguresAtBuild`
// plugin replaces this module with the computed values, so those pages do not download the data.

/** Number of streams and songs, and the latest stream. */
export const archiveFigures = archiveGlance(streams)

/** The listed streams, oldest first: the singing streams of the history timeline. */
export const streamHistory = listedStreams(streams)
