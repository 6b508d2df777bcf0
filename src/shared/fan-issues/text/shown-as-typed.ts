import { withoutCodeFences } from './code-fences.ts'

/**
 * Fan or data text for an issue's lines for people: no code fence, no HTML (`<` as `&lt;`, which
 * GitHub shows as `<`) and no link definition at a line's start, so the maintainer reads what was
 * typed and the issue readers, which refuse markup GitHub hides, accept the issue.
 */
export function shownAsTyped(text: string): string {
  return withoutCodeFences(text)
    .replaceAll('<', '&lt;')
    .replace(/^(\s*)\[/, '$1\\[')
}
