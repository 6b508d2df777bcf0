import { songKey } from '#src/shared/song-model/keys/song-key.ts'
import { streamSlug } from '#src/shared/song-model/keys/stream-file-name.ts'
import { yearsOf } from '#src/shared/song-model/stats/recap-years.ts'
import { byCodePoint } from '#src/shared/song-model/text/compare.ts'
import type { IsoDate } from '#src/shared/song-model/time/iso-date.ts'
import { parseStreamDate } from '#src/shared/song-model/time/stream-date.ts'

/**
 * The few fields of a raw stream entry (see `song-model/schema-types/stream-file.gen.ts`) that the summaries
 * read, and the name of its file.
 */
export interface StreamLike {
  /** Its file in the content folder's `streams/` (`2025-03-09-2.json`). */
  file: string
  date: string
  streamName: string
  showList: boolean
  showDate: boolean
  songList: readonly { songName: string; singer: string }[]
}

export interface ListedStream {
  /** Its page's address, `/streams/<slug>`: its file's name without `.json`, so unique. */
  slug: string
  date: IsoDate
  /** False: the fans chose not to show this stream's date (it still orders the list). */
  showDate: boolean
  name: string
  songCount: number
}

export interface ArchiveGlance {
  latest: ListedStream | null
  streamCount: number
  /** Distinct songs (`songKey`: the song list's own definition, so both pages agree). */
  songCount: number
  /** Every song sung, repeats included. */
  performanceCount: number
  /** The years with streams, newest first: each has a recap page. */
  years: number[]
}

const isoDateOf = (raw: string) => parseStreamDate(raw) as IsoDate | null

/**
 * The streams the song list shows (`showList`), with a readable date, oldest first.
 * An entry whose date cannot be read is left out rather than shown undated.
 */
export function listedStreams(streams: readonly StreamLike[]): ListedStream[] {
  const dated = streams.flatMap((s) => {
    const date = s.showList ? isoDateOf(s.date) : null
    return date
      ? [
          {
            slug: streamSlug(s.file),
            date,
            showDate: s.showDate,
            name: s.streamName,
            songCount: s.songList.length,
          },
        ]
      : []
  })
  // Stable: streams of the same day keep the files' order.
  return dated.sort((a, b) => byCodePoint(a.date, b.date))
}

/** The figures the home page shows, taken from the song data. */
export function archiveGlance(streams: readonly StreamLike[]): ArchiveGlance {
  const listed = streams.filter((s) => s.showList && isoDateOf(s.date))
  const songs = listed.flatMap((s) => s.songList)
  const ordered = listedStreams(listed)
  return {
    latest: ordered.at(-1) ?? null,
    streamCount: ordered.length,
    songCount: new Set(songs.map((song) => songKey(song))).size,
    performanceCount: songs.length,
    years: yearsOf(ordered.map((s) => s.date)),
  }
}
