// Generated from schemas/stream.schema.json by tools/schema-types.ts (npm run typecheck): edit the schema, not this file.

/**
 * One singing stream of the song list: content/streams/<YYYY-MM-DD>.json (a second stream on the same day: -2, -3). The build checks what this schema cannot: that the date is a real calendar day, that each songLink's t= offset equals its songTime, and that a songEndTime comes after its songTime and not after the next song's start in the same video. npm run data:check runs every check.
 */
export interface RawStream {
  /**
   * Where editors find this schema, relative to the stream file.
   */
  $schema?: string
  /**
   * The day of the stream, YYYY/M/D; zero padding may vary (2025/2/11, 2025/03/09). The file name holds the same day as YYYY-MM-DD.
   */
  date: string
  /**
   * The title of the stream, as on YouTube.
   */
  streamName: string
  /**
   * false leaves the stream and all its songs off the site.
   */
  showList: boolean
  /**
   * false hides the stream's date (and leaves it out of the date filter); the stream still takes its place in date order.
   */
  showDate: boolean
  /**
   * "request" marks a song-request stream; left out, the stream is "general".
   */
  category?: 'general' | 'request'
  /**
   * Optional: where npm run archive:fetch read the setlist from: a top-level comment under the video (its comment id and its author's display name, as YouTube showed them), or the video's description. The site does not show it; a maintainer checking the file does.
   */
  source?:
    | {
        kind: 'comment'
        /**
         * The comment's id in the YouTube Data API.
         */
        commentId: string
        /**
         * The comment author's display name when the setlist was read.
         */
        author: string
      }
    | {
        kind: 'description'
      }
  /**
   * The songs in the order they were sung. A stream may span several videos: each song links to its own.
   */
  songList: RawSong[]
}
/**
 * One performance: a song sung in the stream.
 */
export interface RawSong {
  /**
   * false hides this performance's date wherever it is listed.
   */
  showDate: boolean
  /**
   * The song's title as fans know it, without notes such as (short) or (acappella).
   */
  songName: string
  /**
   * May list several artists (A × B, A feat. B) or a credit (作詞・作曲: …). Spell an artist the same way in every stream. "" when no one knows it yet: the site shows the artist as unknown, and a report or an edit fills it in later.
   */
  singer: string
  /**
   * Where the song starts in its video: m:ss, mm:ss, h:mm:ss or hh:mm:ss.
   */
  songTime: string
  /**
   * Optional: where the song ends in its video, same forms as songTime. After songTime, and not after the next song's start in the same video. Left out, the song ends where the next song in its video starts, or with the video.
   */
  songEndTime?: string
  /**
   * https YouTube link to the song: youtube.com/watch?v=<id>, youtu.be/<id> or youtube.com/live/<id>, with an 11-character video id and a t= start offset equal to songTime (t=180, t=180s or t=3m0s). Other parameters such as si= are allowed and dropped.
   */
  songLink: string
}

/** `$defs.hiddenCharacter.pattern` of the schema. */
export const hiddenCharacterPattern =
  '[\\u0000-\\u001f\\u007f-\\u009f\\u061c\\u200b\\u200e\\u200f\\u202a-\\u202e\\u2060-\\u2069\\ufeff\\ud800-\\udfff\\p{Noncharacter_Code_Point}]|(?<![\\p{M}\\p{scx=Arabic}])(?:\\u200c|(?<!\\p{Extended_Pictographic}\\p{Emoji_Modifier}?)\\u200d|\\u200d(?!\\p{Extended_Pictographic}))'

/** `$defs.text.maxLength` of the schema. */
export const textMaxLength = 200

/** `$defs.song.properties.songLink.maxLength` of the schema. */
export const songLinkMaxLength = 200
