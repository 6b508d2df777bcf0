import type { Performance } from '#src/shared/song-model/song-model.ts'
import { implicitEnds } from '#src/shared/song-model/time/segments.ts'
import { formatSongTime } from '#src/shared/song-model/time/song-time.ts'
import { videoPageLink } from '#src/shared/song-model/time/video-link.ts'

import { parseComment } from './parse-comment.ts'

/** What a copied setlist needs of a performance; `endSeconds` as the model resolves it. */
export type SetlistSong = Pick<
  Performance,
  'songName' | 'singer' | 'videoId' | 'startSeconds' | 'endSeconds'
>

// The parser needs a video to start from; which one does not change how it reads a line.
const anyVideo = 'https://www.youtube.com/watch?v=00000000000'

/** Ways to write a title and its artist, the usual one first; an unknown artist is left out. */
function creditForms(songName: string, singer: string): string[] {
  if (singer === '') return [songName, `「${songName}」`, `"${songName}"`]
  return [
    `${songName} / ${singer}`,
    // Quotes keep a title's own slash (`Fate / Zero`) or its closing bracket (`Lemon (Live)`), and
    // an artist's closing bracket (`浦島太郎（桐谷健太）`), which the parser takes for a note.
    `「${songName}」 / ${singer}`,
    `"${songName}" / ${singer}`,
    `${songName} ／ ${singer}`,
    `${songName} | ${singer}`,
    `${songName} - ${singer}`,
    `${songName} / 「${singer}」`,
    `「${songName}」 / 「${singer}」`,
    `"${songName}" / "${singer}"`,
  ]
}

/**
 * A song's comment line, `3:12 夜に駆ける / YOASOBI` (`3:12 ~ 7:05 …` when the data gives its end):
 * the first form the comment parser reads back as the same song, or the usual one when none does.
 */
export function songLine(song: {
  songName: string
  singer: string
  startSeconds: number
  /** Its end, only when the data writes one. */
  endSeconds?: number | undefined
}): string {
  const { songName, singer, startSeconds, endSeconds } = song
  const range = endSeconds === undefined ? '' : ` ~ ${formatSongTime(endSeconds)}`
  const lines = creditForms(songName, singer).map(
    (credit) => `${formatSongTime(startSeconds)}${range} ${credit}`,
  )
  const readsBack = (line: string) => {
    const read = parseComment(line, anyVideo, { keepTitleOnly: singer === '' }).songs
    return (
      read.length === 1 &&
      read[0]!.songName === songName &&
      read[0]!.singer === singer &&
      read[0]!.seconds === startSeconds &&
      read[0]!.endSeconds === endSeconds
    )
  }
  return lines.find(readsBack) ?? lines[0]!
}

/**
 * A stream's setlist as the timestamp comment fans post under the video, which `setlist:add`
 * reads: the greeting lines, then a line per song in the order sung, its time as the video
 * shows it. A stream of several videos names each video's link on a line of its own before its
 * songs, where the parser starts that video's clock again. An end is written (`3:12 ~ 7:05`) only
 * where the data has one of its own, not where the next song's start gives it.
 */
export function setlistComment(
  songs: readonly SetlistSong[],
  greeting: readonly string[] = [],
): string {
  const implicit = implicitEnds(songs)
  const severalVideos = new Set(songs.map((song) => song.videoId)).size > 1
  const lines = greeting.length > 0 ? [...greeting, ''] : []
  let video: string | undefined
  songs.forEach((song, i) => {
    if (severalVideos && song.videoId !== video) {
      if (video !== undefined) lines.push('')
      lines.push(videoPageLink(song.videoId))
    }
    video = song.videoId
    const end = song.endSeconds ?? undefined
    lines.push(songLine({ ...song, endSeconds: end === implicit[i] ? undefined : end }))
  })
  return lines.join('\n')
}
