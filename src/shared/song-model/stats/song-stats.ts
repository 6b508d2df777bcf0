import { splitArtists } from '#src/shared/song-model/artists.ts'
import type { Song, SongModel } from '#src/shared/song-model/song-model.ts'
import { byCodePoint } from '#src/shared/song-model/text/compare.ts'

export interface SongStats {
  streams: number
  performances: number
  songs: number
  topSongs: { song: Song; count: number }[]
  /** Individual artists: a collaboration counts for each of its artists. */
  topArtists: { name: string; count: number }[]
}

function byCountThenName<T>(name: (item: T) => string, count: (item: T) => number) {
  return (a: T, b: T) => count(b) - count(a) || byCodePoint(name(a), name(b))
}

/** Totals and the most-sung songs and artists over every listed stream. */
export function computeStats(model: SongModel, top = 5): SongStats {
  const artistCounts = new Map<string, number>()
  for (const song of model.songs) {
    for (const name of splitArtists(song.singer)) {
      artistCounts.set(name, (artistCounts.get(name) ?? 0) + song.performances.length)
    }
  }
  const topSongs = model.songs
    .map((song) => ({ song, count: song.performances.length }))
    .sort(
      byCountThenName(
        (s) => s.song.sortKey,
        (s) => s.count,
      ),
    )
    .slice(0, top)
  const topArtists = [...artistCounts]
    .map(([name, count]) => ({ name, count }))
    .sort(
      byCountThenName(
        (a) => a.name,
        (a) => a.count,
      ),
    )
    .slice(0, top)
  return {
    streams: model.streams.length,
    performances: model.performanceCount,
    songs: model.songs.length,
    topSongs,
    topArtists,
  }
}
