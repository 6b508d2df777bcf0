import { parseComment } from '#src/shared/setlist/parse-comment.ts'
import { hiddenCharacter } from '#src/shared/song-model/text/hidden-characters.ts'

// The parser needs a video to start from; which one does not change how it reads a line.
const anyVideo = 'https://www.youtube.com/watch?v=00000000000'

/**
 * What is wrong with a greeting line (`site.setlistGreeting`), or null. The line goes into a
 * copied setlist comment, so it must be one line that `setlist:add` reads past: a time at its start
 * would make it a song, and a link would start another video (or stop the whole comment).
 */
export function setlistGreetingProblem(line: string): string | null {
  if (hiddenCharacter.test(line))
    return 'a comment line holds no line break, tab or hidden character'
  const read = parseComment(line, anyVideo, { keepTitleOnly: true })
  if (read.skipped.length !== 1)
    return 'setlist:add would read it as a song or a video link: begin it with no time, and leave links out'
  return null
}
