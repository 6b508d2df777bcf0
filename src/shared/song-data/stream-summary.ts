import { byCodePoint } from '../song-model/compare'
import { songKey } from '../song-model/song-key'
import { parseStreamDate } from '../song-model/stream-date'
import type { IsoDate } from '../song-model/iso-date'

/** The few fields of a raw stream entry (see `song-model/stream-file.gen.ts`) that the summaries read. */
export interface StreamLike {
  date: string
  streamName: string
  showList: boolean
  showDate: boolean
  songList: readonly { songName: string; singer: string }[]
}

export interface ListedStream {
  /** Unique per stream: the date, with `-2`, `-3`... for a second stream on the same day. */
  key: string
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
      ? [{ date, showDate: s.showDate, name: s.streamName, songCount: s.songList.length }]
      : []
  })
  dated.sort((a, b) => byCodePoint(a.date, b.date))
  const seen = new Map<string, number>()
  return dated.map((s) => {
    const n = (seen.get(s.date) ?? 0) + 1
    seen.set(s.date, n)
    return { ...s, key: n === 1 ? s.date : `${s.date}-${n}` }
  })
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
  }
}
