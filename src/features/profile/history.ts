import type { MessageDescriptor } from '@lingui/core'
import type { ListedStream } from './stream-summary'
import type { IsoDate, TimelineEntry } from './types'

export type HistoryEntry =
  | { kind: 'milestone'; key: string; date: IsoDate; text: MessageDescriptor }
  | { kind: 'stream'; key: string; date: IsoDate; name: string; songCount: number }

/**
 * The timeline: hand-written milestones and the listed singing streams (see `listedStreams`), oldest first.
 * A stream whose date the fans chose to hide cannot be placed on a dated timeline, so it is left out.
 */
export function historyEntries(
  milestones: readonly TimelineEntry[],
  listed: readonly ListedStream[],
): HistoryEntry[] {
  const fromData = listed
    .filter((s) => s.showDate)
    .map((s) => ({
      kind: 'stream' as const,
      key: `stream-${s.key}`,
      date: s.date,
      name: s.name,
      songCount: s.songCount,
    }))
  const written = milestones.map((m) => ({
    kind: 'milestone' as const,
    key: `milestone-${m.date}`,
    ...m,
  }))
  // A stable sort keeps a milestone before a stream on the same day. ISO dates compare as plain
  // strings: localeCompare would first load the locale's collation, a long task on a slow phone
  // (and importing the song list's comparer would cost the page a chunk of its own).
  return [...written, ...fromData].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
}
