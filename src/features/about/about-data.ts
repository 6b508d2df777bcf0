import { historyEntries } from '../../shared/song-data/history'
import { streamHistory } from 'virtual:song-data/stream-history'
import type { AboutContent } from '../../shared/content/types'

/** The About route's loader: the history timeline, the content's milestones and the streams. */
export function loadAboutPage(content: AboutContent | undefined) {
  return { history: historyEntries(content?.milestones ?? [], streamHistory) }
}
