import { formatSongTime } from '#src/shared/song-model/time/song-time.ts'

import type { SetlistSong } from './write-comment.ts'

/** YouTube's rules for chapters in a description: at least this many, each this long at least. */
export const chapterRules = { count: 3, seconds: 10 } as const

export type ChapterSong = Pick<SetlistSong, 'songName' | 'singer' | 'startSeconds'>

/** Why a video's songs make no chapters YouTube would take. */
export type ChapterRefusal =
  /** Fewer than three chapters, the opening counted. */
  | { kind: 'few'; count: number }
  /** Two songs start less than ten seconds apart (`second` ends the too short chapter). */
  | { kind: 'close'; first: ChapterSong; second: ChapterSong }

export type VideoChapters = { lines: string[] } | { refused: ChapterRefusal }

/**
 * One video's songs as YouTube chapters for its description: `0:00` and the `opening` line, then
 * a line per song at its start. A first song within ten seconds of the start takes `0:00` itself,
 * since an opening that short would be refused. Refused, with the reason, where YouTube's rules
 * (from 0:00, at least three, ascending, each at least ten seconds) cannot be met; the last
 * chapter runs to the video's end, which the data does not know.
 */
export function videoChapters(songs: readonly ChapterSong[], opening: string): VideoChapters {
  const sorted = [...songs].sort((a, b) => a.startSeconds - b.startSeconds)
  const chapters = sorted.map((song) => ({ start: song.startSeconds, song }))
  const first = chapters[0]
  if (first && first.start < chapterRules.seconds) chapters[0] = { ...first, start: 0 }
  const count = chapters.length + (chapters[0]?.start === 0 ? 0 : 1)
  if (count < chapterRules.count) return { refused: { kind: 'few', count } }
  for (let i = 1; i < chapters.length; i++) {
    const [before, after] = [chapters[i - 1]!, chapters[i]!]
    if (after.start - before.start < chapterRules.seconds)
      return { refused: { kind: 'close', first: before.song, second: after.song } }
  }
  const lines = chapters.map(({ start, song }) => {
    const credit = song.singer === '' ? song.songName : `${song.songName} / ${song.singer}`
    return `${formatSongTime(start)} ${credit}`
  })
  return { lines: chapters[0]!.start === 0 ? lines : [`0:00 ${opening}`, ...lines] }
}
