import { splitArtists } from '#src/shared/song-model/artists.ts'
import type { Song, SongModel, Stream } from '#src/shared/song-model/song-model.ts'
import { yearOf } from '#src/shared/song-model/stats/recap-years.ts'
import { byCodePoint } from '#src/shared/song-model/text/compare.ts'

/** How many songs and artists a top list shows. */
const topSize = 10

export interface RecapFigures {
  year: number
  /** Streams dated in the year, whether their date is shown or not: the data knows the day. */
  streams: number
  performances: number
  /** Distinct songs (by song key) sung in the year. */
  songs: number
  /** Performances of the year that are their song's first in the archive. */
  debuts: number
  /** Most-sung first, then in title order; at most 10. */
  topSongs: { song: Song; count: number }[]
  /** Individual artists: a collaboration counts for each of its artists; at most 10. */
  topArtists: { name: string; count: number }[]
  /** Performances per month, January first. */
  months: number[]
  /** Streams per month, January first. */
  monthStreams: number[]
  /** The stream with the most performances; on a tie, the earlier one. */
  longest: Stream | null
  /** Songs that debuted in the year, oldest debut first. */
  debutSongs: Song[]
}

// By date, then the data's order within a day: the order debuts are worked out in.
const oldestFirst = (a: Stream, b: Stream) =>
  byCodePoint(a.isoDate, b.isoDate) || Number(a.id) - Number(b.id)

function bump<K>(counts: Map<K, number>, key: K): void {
  counts.set(key, (counts.get(key) ?? 0) + 1)
}

/** The `topSize` most counted, ties in code-point order of `name` (as the song statistics). */
function ranked<K>(counts: Map<K, number>, name: (key: K) => string) {
  return [...counts]
    .sort(([a, countA], [b, countB]) => countB - countA || byCodePoint(name(a), name(b)))
    .slice(0, topSize)
}

/** The year's figures, or null when the year has no stream (the page is then a 404). */
export function recapFigures(
  model: Pick<SongModel, 'streams' | 'songs'>,
  year: number,
): RecapFigures | null {
  const streams = model.streams.filter((s) => yearOf(s.isoDate) === year).sort(oldestFirst)
  if (streams.length === 0) return null
  const songByKey = new Map(model.songs.map((song) => [song.key, song]))
  const songCounts = new Map<Song, number>()
  const artistCounts = new Map<string, number>()
  const months = Array.from({ length: 12 }, () => 0)
  const monthStreams = Array.from({ length: 12 }, () => 0)
  const debutSongs: Song[] = []
  let performances = 0
  let debutCount = 0
  let longest: Stream | null = null
  for (const stream of streams) {
    const month = Number(stream.isoDate.slice(5, 7)) - 1
    monthStreams[month] = (monthStreams[month] ?? 0) + 1
    months[month] = (months[month] ?? 0) + stream.performances.length
    performances += stream.performances.length
    // Oldest first, so only a strictly longer stream displaces the earlier one.
    if (!longest || stream.performances.length > longest.performances.length) longest = stream
    for (const p of stream.performances) {
      for (const name of splitArtists(p.singer)) bump(artistCounts, name)
      const song = songByKey.get(p.songKey)
      if (song) bump(songCounts, song)
      if (!p.debut) continue
      debutCount++
      if (song) debutSongs.push(song)
    }
  }
  return {
    year,
    streams: streams.length,
    performances,
    songs: songCounts.size,
    debuts: debutCount,
    topSongs: ranked(songCounts, (song) => song.sortKey).map(([song, count]) => ({ song, count })),
    topArtists: ranked(artistCounts, (name) => name).map(([name, count]) => ({ name, count })),
    months,
    monthStreams,
    longest,
    debutSongs,
  }
}
