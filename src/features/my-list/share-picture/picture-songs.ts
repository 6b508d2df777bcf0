import { performancesByKey } from '#src/features/my-list/song-data.ts'
import type { QueueEntry } from '#src/shared/playlist/queue-code.ts'
import type { SongModel } from '#src/shared/song-model/song-model.ts'
import { artistName } from '#src/shared/ui/artist-name.tsx'
import { performanceKey } from '#src/shared/visitor-lists/listening-history.ts'

export interface PictureSong {
  title: string
  /** As a visitor reads it (an unknown artist already in words). */
  artist: string
}

/** The most songs a picture holds: a grid of three by three. */
export const pictureSongLimit = 9

/**
 * The songs a picture of a playlist shows: each song once, in the order it first plays, the
 * first nine; a performance no longer in the data is left out.
 */
export function playlistPictureSongs(
  entries: readonly QueueEntry[],
  model: SongModel,
): PictureSong[] {
  const performances = performancesByKey(model)
  const songs = new Map<string, PictureSong>()
  for (const entry of entries) {
    const performance = performances.get(performanceKey(entry))
    if (!performance || songs.has(performance.songKey)) continue
    songs.set(performance.songKey, {
      title: performance.songName,
      artist: artistName(performance.singer),
    })
    if (songs.size === pictureSongLimit) break
  }
  return [...songs.values()]
}
