/** One performance in a stream, exactly as fans enter it. */
export interface RawSong {
  /** False hides this performance's date wherever it is listed. */
  showDate: boolean
  songName: string
  /** Original artist: may list several artists (`A × B`, `A feat. B`) or a credit. */
  singer: string
  /** Position in the video: `m:ss`, `mm:ss`, `h:mm:ss` or `hh:mm:ss`. */
  songTime: string
  /**
   * Optional end, in the same forms: after `songTime`, not after the next song's start in the same
   * video. Left out, the song ends where the next song in its video starts, or with the video.
   */
  songEndTime?: string
  /** YouTube link whose `t=` start offset equals `songTime`. */
  songLink: string
}

export type StreamCategory = 'general' | 'request'

/** One singing stream, exactly as fans enter it. */
export interface RawStream {
  /** `YYYY/M/D`; zero padding may vary (`2025/2/11`, `2025/03/09`). */
  date: string
  streamName: string
  /** False hides the whole stream (and its songs) from the site. */
  showList: boolean
  /** False hides the stream's date (and leaves it out of the date filter). */
  showDate: boolean
  /** `request` marks a song-request stream; absent means `general`. */
  category?: StreamCategory
  songList: RawSong[]
}
