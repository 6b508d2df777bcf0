import type { KnownSong } from '#src/shared/setlist/prepare-stream.ts'
import { loadSongListData } from '#src/shared/song-data/song-list-data.ts'

/**
 * The song list's performances as the checks of a new stream see them. Loaded when the fan first
 * asks for a check (the song data with it), never with the form.
 */
export async function loadKnownSongs(): Promise<KnownSong[]> {
  const { model } = await loadSongListData()
  return model.streams.flatMap((stream) =>
    stream.performances.map((p) => ({
      songName: p.songName,
      singer: p.singer,
      videoId: p.videoId,
      stream: stream.name,
    })),
  )
}
