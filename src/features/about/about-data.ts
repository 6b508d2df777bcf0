import { streamHistory } from 'virtual:song-data/stream-history'

import type { AboutContent } from '#src/shared/content/types.ts'
import { historyEntries } from '#src/shared/song-data/history.ts'

/**
 * The About route's loader: the history timeline (the content's milestones and the streams) and
 * the years that have a recap page.
 */
export function loadAboutPage(content: AboutContent | undefined) {
  return {
    history: historyEntries(content?.milestones ?? [], streamHistory),
    years: streamHistory.years,
  }
}
