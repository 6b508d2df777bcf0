import type { AboutContent } from '#src/shared/content/types.ts'
import type { IsoDate } from '#src/shared/song-model/time/iso-date.ts'

import type { StreamTimeline } from './stream-timeline.ts'

export type HistoryEntry =
  | { kind: 'milestone'; key: string; date: string; text: string }
  | { kind: 'stream'; key: string; slug: string; date: IsoDate; name: string; songCount: number }
  | { kind: 'earlier'; key: string; date: IsoDate; to: IsoDate; count: number }

/**
 * The timeline: hand-written milestones and the singing streams (see `streamTimeline`), oldest
 * first. The older streams' entry stands at the date of the first of them.
 */
export function historyEntries(
  milestones: AboutContent['milestones'],
  streams: StreamTimeline,
): HistoryEntry[] {
  const fromData = streams.recent.map((s) => ({
    kind: 'stream' as const,
    key: `stream-${s.slug}`,
    slug: s.slug,
    date: s.date,
    name: s.name,
    songCount: s.songCount,
  }))
  const { earlier } = streams
  const summed = earlier
    ? [
        {
          kind: 'earlier' as const,
          key: 'earlier-streams',
          date: earlier.from,
          to: earlier.to,
          count: earlier.count,
        },
      ]
    : []
  const written = milestones.map((m) => ({
    kind: 'milestone' as const,
    key: `milestone-${m.date}`,
    ...m,
  }))
  // A stable sort keeps a milestone before a stream on the same day. ISO dates compare as plain
  // strings: localeCompare would first load the locale's collation, a long task on a slow phone
  // (and importing the song list's comparer would cost the page a chunk of its own).
  return [...written, ...summed, ...fromData].sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : 0,
  )
}
