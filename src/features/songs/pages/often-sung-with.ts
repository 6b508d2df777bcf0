import type { Song, SongModel } from '#src/shared/song-model/song-model.ts'
import { byCodePoint } from '#src/shared/song-model/text/compare.ts'

interface CoSingingIndex {
  songs: Map<string, Song>
  /** Each stream's distinct song keys, by the stream's position in the model (newest first). */
  streamSongs: string[][]
  /** The positions of the streams each song is in, ascending, so newest first. */
  songStreams: Map<string, number[]>
}

// Built once per model, so a call only walks the streams of its own song.
const indexes = new WeakMap<SongModel, CoSingingIndex>()

function coSingingIndex(model: SongModel): CoSingingIndex {
  let index = indexes.get(model)
  if (index) return index
  index = {
    songs: new Map(model.songs.map((s) => [s.key, s])),
    streamSongs: [],
    songStreams: new Map(),
  }
  for (const [position, stream] of model.streams.entries()) {
    const keys = [...new Set(stream.performances.map((p) => p.songKey))]
    index.streamSongs.push(keys)
    for (const key of keys) {
      const positions = index.songStreams.get(key)
      if (positions) positions.push(position)
      else index.songStreams.set(key, [position])
    }
  }
  indexes.set(model, index)
  return index
}

/**
 * The songs sung in the most streams together with `songKey`'s, most first; ties go to the more
 * recent shared stream, then to the title in code point order (then the key, which is unique).
 */
export function oftenSungWith(
  model: SongModel,
  songKey: string,
  limit = 5,
): { song: Song; streams: number }[] {
  const index = coSingingIndex(model)
  const shared = new Map<string, { song: Song; streams: number; newest: number }>()
  for (const position of index.songStreams.get(songKey) ?? []) {
    for (const key of index.streamSongs[position] ?? []) {
      if (key === songKey) continue
      const entry = shared.get(key)
      const song = index.songs.get(key)
      if (entry) entry.streams++
      // Positions ascend, so a song's first shared stream is its newest.
      else if (song) shared.set(key, { song, streams: 1, newest: position })
    }
  }
  return [...shared.values()]
    .sort(
      (a, b) =>
        b.streams - a.streams ||
        a.newest - b.newest ||
        byCodePoint(a.song.songName, b.song.songName) ||
        byCodePoint(a.song.key, b.song.key),
    )
    .slice(0, Math.max(0, limit))
    .map(({ song, streams }) => ({ song, streams }))
}
