// A setlist comment or a stream title copied from YouTube often carries zero-width characters no
// one sees: setlist:add and archive:fetch remove them before the checks, saying where, rather
// than refuse the stream (docs/data.md). Controls and bidirectional characters are still refused.
import type { SetlistSubmission } from '#src/shared/setlist/setlist-block.ts'
import { removalNotice, removeZeroWidth } from '#src/shared/song-model/text/zero-width.ts'

/**
 * The comment without zero-width characters, and a notice for each line that held one, numbered
 * as the checks number the comment's lines (`line 3: removed …`).
 */
export function removeZeroWidthLines(comment: string): { text: string; notices: string[] } {
  const notices: string[] = []
  // Each line keeps its own line break, so the text is the same but for what is removed.
  const lines = comment.split(/(?<=\n)/).map((line, index) => {
    const { text, removed } = removeZeroWidth(line)
    if (removed.length > 0) notices.push(`line ${index + 1}: ${removalNotice(removed)}`)
    return text
  })
  return { text: lines.join(''), notices }
}

// The options setlist:add names the typed fields by, as its problems do.
const optionOf = { date: '--date', streamName: '--name', url: '--url' } as const

/** The submission without zero-width characters, and a notice naming each option or line. */
export function removeZeroWidthFromSetlist(submission: SetlistSubmission): {
  submission: SetlistSubmission
  notices: string[]
} {
  const notices: string[] = []
  const mended = { ...submission }
  for (const [field, option] of Object.entries(optionOf) as [keyof typeof optionOf, string][]) {
    const { text, removed } = removeZeroWidth(submission[field])
    if (removed.length > 0) notices.push(`${option}: ${removalNotice(removed)}`)
    mended[field] = text
  }
  const comment = removeZeroWidthLines(submission.comment)
  return {
    submission: { ...mended, comment: comment.text },
    notices: [...notices, ...comment.notices],
  }
}
