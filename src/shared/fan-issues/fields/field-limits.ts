import {
  songLinkMaxLength,
  textMaxLength,
} from '#src/shared/song-model/schema-types/stream-file.gen.ts'

/**
 * The most characters (code points) each text field of the report dialog and the setlist form
 * takes, as the visitor types. Titles, artists and stream names take what the stream files'
 * schema allows; the rest are generous for what the field is for.
 */
export const fieldLimits = {
  songName: textMaxLength,
  singer: textMaxLength,
  streamName: textMaxLength,
  /** What a fan typed into the song list's search, as a title or an artist could be. */
  query: textMaxLength,
  /** A YouTube link with a start time and a tracking parameter is under 100. */
  videoUrl: songLinkMaxLength,
  /** `1:02:03`, also in full-width digits, with room for spaces. */
  songTime: 16,
  note: 2000,
  /** A 100-song setlist comment is about 10,000. */
  comment: 20000,
} as const

export type LimitedField = keyof typeof fieldLimits
