import { linkInLine, parseComment } from '#src/shared/setlist/parse-comment.ts'
import type { RawStream } from '#src/shared/song-model/schema-types/stream-file.gen.ts'
import { parseVideoLink } from '#src/shared/song-model/time/video-link.ts'
import type { TopComment } from '#tools/youtube/comments.ts'

export type SetlistSource = NonNullable<RawStream['source']>

/** A text that may hold the stream's setlist, as `prepareStream` will read it. */
export interface SetlistCandidate {
  source: SetlistSource
  text: string
  /** Lines read as a time, a title and an artist. */
  songLines: number
}

/** Fewer song lines than this is a remark about a moment of the stream, not its setlist. */
export const minSongLines = 3

/**
 * The text with every line that holds a link blanked, line numbers kept, except (where
 * `keepVideoLinks`) a YouTube video link, which starts the next video as in setlist:add.
 * A description's links lead to the singer's channels, past streams and original songs; read as
 * setlist:add reads a comment they would refuse it or move the songs after them to another video.
 */
export function withoutForeignLinks(text: string, keepVideoLinks: boolean): string {
  return text
    .split(/\r?\n/)
    .map((line) => {
      const link = linkInLine.exec(line)?.[0]
      return link === undefined || (keepVideoLinks && parseVideoLink(link)) ? line : ''
    })
    .join('\n')
}

/**
 * The texts worth trying as the setlist, best first: the comments with the most song lines (at
 * least `minSongLines`), more likes first among equals, then the description if it has as many.
 */
export function setlistCandidates(
  comments: readonly TopComment[],
  description: string,
  videoUrl: string,
): SetlistCandidate[] {
  const songLines = (text: string) => parseComment(text, videoUrl).songs.length
  const fromComments = comments
    .map((comment) => {
      const text = withoutForeignLinks(comment.text, true)
      return { comment, text, songLines: songLines(text) }
    })
    .filter((candidate) => candidate.songLines >= minSongLines)
    .sort((a, b) => b.songLines - a.songLines || b.comment.likeCount - a.comment.likeCount)
    .map(({ comment, text, songLines }): SetlistCandidate => ({
      source: { kind: 'comment', commentId: comment.id, author: comment.author },
      text,
      songLines,
    }))
  const text = withoutForeignLinks(description, false)
  const lines = songLines(text)
  return lines >= minSongLines
    ? [...fromComments, { source: { kind: 'description' }, text, songLines: lines }]
    : fromComments
}
