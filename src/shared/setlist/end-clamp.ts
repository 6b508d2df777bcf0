import { endOverruns } from '#src/shared/song-model/time/end-times.ts'
import { formatSongTime } from '#src/shared/song-model/time/song-time.ts'

/** A song as read from a comment line or a spreadsheet row, with what an end needs. */
export interface TimedSong {
  /** The comment's or the sheet's line the song was read from. */
  line: number
  seconds: number
  endSeconds?: number
  videoId: string
}

/** An end time moved back to the start of the next song in its video. */
export interface EndClamp {
  line: number
  /** The end as written. */
  end: number
  /** The line of the next song in the same video, whose start the end now is. */
  nextLine: number
  nextStart: number
}

/**
 * The songs with every end that runs into the next song of the same video ended where that song
 * starts, and what was moved. Estimated ends in real archives often run a few seconds past the
 * next start, which the data checks refuse; the tools that import data (never the site's form)
 * end them there and say so. An end in another video, or one exactly at the next start, stays.
 */
export function clampEnds<T extends TimedSong>(
  songs: readonly T[],
): { songs: T[]; clamped: EndClamp[] } {
  const overruns = endOverruns(
    songs.map((song) => ({ videoId: song.videoId, start: song.seconds, end: song.endSeconds })),
  )
  const clamped: T[] = [...songs]
  for (const { index, nextStart } of overruns)
    clamped[index] = { ...songs[index]!, endSeconds: nextStart }
  return {
    songs: clamped,
    clamped: overruns.map(({ index, next, end, nextStart }) => ({
      line: songs[index]!.line,
      end,
      nextLine: songs[next]!.line,
      nextStart,
    })),
  }
}

/** The move in English for the command line: the line, the end as written and the end now. */
export function formatEndClamp({ line, end, nextLine, nextStart }: EndClamp): string {
  const at = formatSongTime(nextStart)
  return `line ${line}: end ${formatSongTime(end)} runs into the next song in this video (line ${nextLine} at ${at}); clamped to ${at}`
}
