import { streams } from '../songs/data/streams'
import { archiveGlance } from '../profile/stream-summary'

/** Computed once from the raw song data; the home chunk needs nothing else from the songs feature. */
export const archiveFigures = archiveGlance(streams)
