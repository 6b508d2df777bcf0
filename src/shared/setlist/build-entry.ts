import type { RawSong, RawStream } from '#src/shared/song-model/schema-types/stream-file.gen.ts'
import { formatSongTime } from '#src/shared/song-model/time/song-time.ts'
import { canonicalVideoLink } from '#src/shared/song-model/time/video-link.ts'

import type { CommentSong } from './parse-comment.ts'

/** What an entry needs of a song, wherever it was read from (a comment, a spreadsheet row). */
export type EntrySong = Pick<
  CommentSong,
  'seconds' | 'endSeconds' | 'songName' | 'singer' | 'videoId'
>

export interface StreamOptions {
  date: string
  streamName: string
  request: boolean
  /** Where a tool that finds setlists itself (archive:fetch) read this one. */
  source?: RawStream['source']
}

/**
 * The data entry for the songs of a comment or a spreadsheet, in the data's own shape: one time form (`m:ss` or
 * `h:mm:ss`), one link form, `category` only for a song-request stream.
 */
export function buildStreamEntry(songs: readonly EntrySong[], options: StreamOptions): RawStream {
  return {
    date: options.date,
    streamName: options.streamName,
    showList: true,
    showDate: true,
    ...(options.request ? { category: 'request' as const } : {}),
    ...(options.source ? { source: options.source } : {}),
    songList: songs.map((song): RawSong => ({
      showDate: true,
      songName: song.songName,
      singer: song.singer,
      songTime: formatSongTime(song.seconds),
      ...(song.endSeconds === undefined ? {} : { songEndTime: formatSongTime(song.endSeconds) }),
      songLink: canonicalVideoLink(song.videoId, song.seconds),
    })),
  }
}
