import type { RawSong, RawStream } from '../../../shared/song-model/raw-types'
import { formatSongTime } from '../../../shared/song-model/song-time'
import { canonicalVideoLink } from '../../../shared/song-model/video-link'
import type { CommentSong } from './parse-comment'

export interface StreamOptions {
  date: string
  streamName: string
  request: boolean
}

/** Kana readings already typed for a title, so a recurring song stays findable in kana. */
function knownKana(existing: readonly RawStream[]): Map<string, string> {
  const kana = new Map<string, string>()
  for (const song of existing.flatMap((stream) => stream.songList)) {
    if (song.songKana && !kana.has(song.songName)) kana.set(song.songName, song.songKana)
  }
  return kana
}

/**
 * The data entry for a parsed comment, in the data's own shape: one time form (`m:ss` or
 * `h:mm:ss`), one link form, `category` only for a song-request stream.
 */
export function buildStreamEntry(
  songs: readonly CommentSong[],
  options: StreamOptions,
  existing: readonly RawStream[] = [],
): RawStream {
  const kana = knownKana(existing)
  return {
    date: options.date,
    streamName: options.streamName,
    showList: true,
    showDate: true,
    ...(options.request ? { category: 'request' as const } : {}),
    songList: songs.map((song): RawSong => {
      const songKana = kana.get(song.songName)
      return {
        showDate: true,
        songName: song.songName,
        singer: song.singer,
        ...(songKana ? { songKana } : {}),
        songTime: formatSongTime(song.seconds),
        songLink: canonicalVideoLink(song.videoId, song.seconds),
      }
    }),
  }
}
