import { byCodePoint } from './text/compare.ts'

// Written without the model's types: the model marks its debuts with this file.
interface DebutPerformance {
  id: string
  /** Its song, by the catalogue's rule (see song-key.ts). */
  songKey: string
}

/** What the rule reads of a stream of the model. */
export interface DebutStream {
  id: string
  isoDate: string
  performances: readonly DebutPerformance[]
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

/**
 * Sets each performance's `debut` by the rule above: the model does this once it has every
 * stream, whether built from the stream files or unpacked in the browser.
 */
export function markDebuts(
  streams: readonly (DebutStream & {
    performances: readonly (DebutPerformance & { debut: boolean })[]
  })[],
): void {
  const debuts = debutPerformanceIds(streams)
  for (const stream of streams) {
    for (const p of stream.performances) p.debut = debuts.has(p.id)
  }
}
