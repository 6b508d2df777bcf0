import { byCodePoint } from './compare.ts'
import type { Performance, Stream } from './song-model.ts'

/** What the rule reads of a stream of the model. */
export interface DebutStream extends Pick<Stream, 'id' | 'isoDate'> {
  performances: readonly Pick<Performance, 'id' | 'songKey'>[]
}

/**
 * The ids of the performances that are their song's first in the archive (初披露): worked out
 * from the data, never written by hand. Streams go by date, then in the data's order within a day
 * (the stream's id: its files' `-2`, `-3` order), and a setlist in its own order, so a song sung
 * twice in its first stream debuts once. A song is its `songKey`, the rule by which the catalogue
 * joins spellings (`GETCHA!` and `getcha` are one song). A stream whose date is hidden still
 * counts, since the data knows its day; a stream left off the site (`showList: false`) is not in
 * the model, so a song first sung there debuts at its first performance the site shows.
 */
export function debutPerformanceIds(streams: readonly DebutStream[]): Set<string> {
  const oldestFirst = streams
    .slice()
    .sort((a, b) => byCodePoint(a.isoDate, b.isoDate) || Number(a.id) - Number(b.id))
  const sung = new Set<string>()
  const debuts = new Set<string>()
  for (const stream of oldestFirst) {
    for (const p of stream.performances) {
      if (sung.has(p.songKey)) continue
      sung.add(p.songKey)
      debuts.add(p.id)
    }
  }
  return debuts
}
