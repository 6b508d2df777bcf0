// An issue's text read as GitHub shows it, for the tools that take a block out of it: the
// maintainer labels an issue after reading the rendered page, so a tool must apply nothing the page
// hides. Rather than model what GitHub hides, the readers refuse an issue holding markup that can
// hide text or make GitHub end a code block elsewhere than they do (docs/maintaining.md).
import { looseFenceInfo } from './look-alike.ts'

/** A fenced code block, as CommonMark reads one outside any list or quote. */
export interface Fence {
  /** The index of the opening line; the block's lines follow it. */
  open: number
  /** The index of the closing line, or null when the block runs to the end of the text. */
  close: number | null
  char: string
  /** The info string, trimmed: `json` in ```json. */
  info: string
}

/** The text's lines: CRLF, CR and LF each end one, as in Markdown. */
export const issueLines = (text: string): string[] => text.split(/\r\n?|\n/)

/** The fenced code blocks among the lines, in order. */
export function codeFences(lines: readonly string[]): Fence[] {
  const fences: Fence[] = []
  for (let i = 0; i < lines.length; i++) {
    const match = /^ {0,3}(`{3,}|~{3,})(.*)$/s.exec(lines[i]!)
    if (!match) continue
    const [, run = '', rest = ''] = match
    // A backtick in the info string makes the line an inline code span, not a fence.
    if (run[0] === '`' && rest.includes('`')) continue
    const closing = new RegExp(`^ {0,3}${run[0]}{${run.length},}[ \\t]*$`)
    let close: number | null = null
    for (let j = i + 1; j < lines.length && close === null; j++)
      if (closing.test(lines[j]!)) close = j
    fences.push({ open: i, close, char: run[0]!, info: rest.replace(/^[ \t]+|[ \t]+$/g, '') })
    if (close === null) break
    i = close
  }
  return fences
}

/** What on a line GitHub hides or may render otherwise than the readers read it; else null. */
function markupOn(line: string): string | null {
  if (line.includes('<!--')) return 'an HTML comment ("<!--"), which GitHub does not show'
  const tag = /<\/?([A-Za-z][A-Za-z0-9-]*)(?=[\s/>]|$)/.exec(line)?.[1]
  if (tag) return `HTML ("<${tag}>"), which GitHub may hide, drop or fold away`
  if (/<[!?]/.test(line)) return 'HTML markup ("<!" or "<?"), which GitHub does not show'
  if (/^[\s>*+\-\d.)]*\[[^\]]+\]:/.test(line))
    return 'a link reference definition ("[…]:"), which GitHub does not show'
  // Only a fence at the left edge ends where the readers end it; in a list or quote, GitHub may
  // end it earlier and show what follows as Markdown.
  if (looseFenceInfo(line) !== null && !/^(?:`{3}|~{3})/.test(line))
    return 'a code fence that is indented, quoted, in a list or among invisible marks'
  return null
}

/** Where and why the lines `read` leaves out cannot be read as GitHub shows them; else null. */
export function markupProblem(
  lines: readonly string[],
  read: (index: number) => boolean = () => false,
): string | null {
  for (let i = 0; i < lines.length; i++) {
    const found = lines[i] === '' || read(i) ? null : markupOn(lines[i]!)
    if (found)
      return `line ${i + 1} holds ${found}; the tools read only what the rendered issue shows, so edit it out first`
  }
  return null
}

/** Line indexes as a reader counts lines: "2, 9 and 14". */
export function lineNumbers(indexes: readonly number[]): string {
  const numbers = indexes.map((i) => i + 1)
  return numbers.length < 2
    ? numbers.join('')
    : `${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`
}

/** For each line, the fenced code block it is part of (its fences included), or null. */
function fenceOfLines(lines: readonly string[], fences: readonly Fence[]): (Fence | null)[] {
  const of = new Array<Fence | null>(lines.length).fill(null)
  for (const fence of fences) of.fill(fence, fence.open, (fence.close ?? lines.length) + 1)
  return of
}

/** The blocks a tool reads in an issue, and what else a reader of the page would take for one. */
export interface BlockSearch {
  lines: string[]
  /** The blocks as the site writes them: a fence at the left edge that `isBlock` accepts. */
  blocks: Fence[]
  /** Lines outside those blocks that read as another, by index; one for each code block at most. */
  lookAlikes: number[]
  /** Why the text outside the blocks cannot be read as GitHub shows it, or null. */
  markup: string | null
}

export function findBlocks(
  text: string,
  isBlock: (fence: Fence, lines: readonly string[]) => boolean,
  looksLikeBlock: (line: string) => boolean,
): BlockSearch {
  const lines = issueLines(text)
  const fences = codeFences(lines)
  const blocks = fences.filter((f) => lines[f.open]![0] === f.char && isBlock(f, lines))
  const fenceOf = fenceOfLines(lines, fences)
  const blockSet = new Set(blocks)
  const inBlock = (i: number) => blockSet.has(fenceOf[i]!)
  const lookAlikes: number[] = []
  const counted = new Set<Fence>()
  for (let i = 0; i < lines.length; i++) {
    const fence = fenceOf[i]!
    if (lines[i] === '' || inBlock(i) || (fence && counted.has(fence))) continue
    if (!looksLikeBlock(lines[i]!)) continue
    if (fence) counted.add(fence)
    lookAlikes.push(i)
  }
  return { lines, blocks, lookAlikes, markup: markupProblem(lines, inBlock) }
}

/** How a reader words its refusals; line numbers count from 1. */
export interface BlockRefusals {
  several: (count: number, lines: string) => string
  none: () => string
  lookAlike: (line: number, text: string) => string
  unclosed: (line: number) => string
}

/**
 * The one block a search found, or why a tool must not pick one: markup GitHub hides, two blocks
 * or look-alikes (which would the fan mean?), a look-alike alone, or a block without its closing
 * fence. `nameOffset`: lines from a block's fence to the line that names it.
 */
export function oneBlock(
  found: BlockSearch,
  nameOffset: number,
  refuse: BlockRefusals,
): { open: number; close: number } | { error: string } {
  if (found.markup) return { error: found.markup }
  const { lines, blocks, lookAlikes } = found
  const named = [...blocks.map((block) => block.open + nameOffset), ...lookAlikes]
  if (named.length > 1)
    return { error: refuse.several(named.length, lineNumbers(named.sort((a, b) => a - b))) }
  const block = blocks[0]
  if (!block) {
    const like = lookAlikes[0]
    return { error: like === undefined ? refuse.none() : refuse.lookAlike(like + 1, lines[like]!) }
  }
  if (block.close === null) return { error: refuse.unclosed(block.open + nameOffset + 1) }
  return { open: block.open, close: block.close }
}
