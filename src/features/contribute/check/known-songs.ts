import type { KnownSong } from '../../../shared/setlist/prepare-stream'
import { loadSongListData } from '../../../shared/song-data/song-list-data'

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
