import { yearsOf } from '#src/shared/song-model/stats/recap-years.ts'
import type { IsoDate } from '#src/shared/song-model/time/iso-date.ts'

import type { ListedStream } from './stream-summary.ts'

/** How many singing streams the about page's timeline lists one by one: the latest ones. */
export const recentStreamLimit = 20

/** The older streams, summed up in one timeline entry that points to the song list. */
export interface EarlierStreams {
  count: number
  from: IsoDate
  to: IsoDate
}

export interface StreamTimeline {
  earlier: EarlierStreams | null
  /** Oldest first. */
  recent: ListedStream[]
  /** The years with streams, newest first: each has a recap page. */
  years: number[]
}

/**
 * The listed streams the history timeline places: the latest `limit` one by one and the older ones
 * in a single entry, so the about page stays short however long the archive grows. A stream whose
 * date the fans chose to hide cannot be placed on a dated timeline, so it is left out.
 */
export function streamTimeline(
  listed: readonly ListedStream[],
  limit: number = recentStreamLimit,
): StreamTimeline {
  const dated = listed.filter((s) => s.showDate)
  const cut = Math.max(0, dated.length - limit)
  const first = dated[0]
  const last = dated[cut - 1]
  return {
    earlier: cut > 0 && first && last ? { count: cut, from: first.date, to: last.date } : null,
    recent: dated.slice(cut),
    years: yearsOf(listed.map((s) => s.date)),
  }
}
