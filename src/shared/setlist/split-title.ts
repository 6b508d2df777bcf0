import { appendAll } from '#src/lib/arrays.ts'

export interface TitleParts {
  songName: string
  singer: string
  /** Bracketed remarks such as `アカペラ` or `short`, kept out of the title and the artist. */
  notes: string[]
}

const opening = '(（[［【〔〈《'
const closing = ')）]］】〕〉》'

// Tried in this order: a spaced slash is the most common and the least likely inside a title;
// a bare slash and "by" come last because titles contain them ("Fate/Zero", "Stand by Me").
// A separator's spaces are matched from the first space of a run only (the lookbehind): tried
// from every space of a long run, the search took time quadratic in the run's length.
const separators: { pattern: RegExp; last?: boolean }[] = [
  { pattern: /(?<![ \u3000])[ \u3000]+\/[ \u3000]+/g },
  { pattern: /(?<![ \u3000])[ \u3000]*／[ \u3000]*/g },
  { pattern: /(?<![ \u3000])[ \u3000]*[｜|][ \u3000]*/g },
  { pattern: /(?<![ \u3000])[ \u3000]+[-–—－][ \u3000]+/g },
  { pattern: /(?<![ \u3000])[ \u3000]+by[ \u3000]+/gi, last: true },
  { pattern: /\//g },
]

/** Bracket depth before each character, so separators inside a note are not split on. */
function depths(text: string): number[] {
  const result: number[] = []
  let depth = 0
  for (const char of text) {
    if (closing.includes(char)) depth = Math.max(0, depth - 1)
    for (let i = 0; i < char.length; i++) result.push(depth)
    if (opening.includes(char)) depth++
  }
  return result
}

function splitAtSeparator(text: string): [string, string] | null {
  const depth = depths(text)
  for (const { pattern, last } of separators) {
    const matches = [...text.matchAll(pattern)].filter(
      (m) => depth[m.index] === 0 && m.index > 0 && m.index + m[0].length < text.length,
    )
    const match = last ? matches.at(-1) : matches[0]
    if (match) return [text.slice(0, match.index), text.slice(match.index + match[0].length)]
  }
  return null
}

// A credit in brackets belongs to the artist: `涼宮ハルヒ (CV.平野綾)`, `DECO*27 (feat. 初音ミク)`.
const credit = /^(cv|feat|ft|prod)\b/i
const leadingNote = /^[ \u3000]*[[［【〔]([^[\]［］【】〔〕]*)[\]］】〕][ \u3000]*/
const noteOpening = '(（[［【〔'
const noteClosing = ')）]］】〕'
const isSpace = (char: string | undefined) => char === ' ' || char === '\u3000'

/**
 * The bracketed note ending `text` (spaces after it allowed) and where the spaces before it start,
 * or null. Read backwards from the end, so taking every note of a part is linear in its length.
 */
function lastNote(text: string): { note: string; start: number } | null {
  let end = text.length
  while (isSpace(text[end - 1])) end--
  if (end === 0 || !noteClosing.includes(text[end - 1]!)) return null
  let open = end - 2
  while (open >= 0 && !noteOpening.includes(text[open]!) && !noteClosing.includes(text[open]!))
    open--
  if (open < 0 || !noteOpening.includes(text[open]!)) return null
  let start = open
  while (isSpace(text[start - 1])) start--
  return { note: text.slice(open + 1, end - 1).trim(), start }
}

/** Strips bracketed notes from the end (and square-bracketed ones from the start) of a part. */
function takeNotes(part: string, notes: string[], fromStart: boolean): string {
  let text = part.trim()
  const found: string[] = []
  for (let m = lastNote(text); m && m.start > 0; m = lastNote(text)) {
    if (credit.test(m.note)) break
    found.push(m.note)
    text = text.slice(0, m.start)
  }
  const leading: string[] = []
  for (let m = fromStart ? leadingNote.exec(text) : null; m; m = leadingNote.exec(text)) {
    if (m[0].length === text.length) break
    leading.push(m[1]!.trim())
    text = text.slice(m[0].length)
  }
  appendAll(notes, leading.concat(found.reverse()))
  return text.trim()
}

function unquote(title: string): string {
  const quoted = /^[「『"“](.+)[」』"”]$/.exec(title)
  return quoted ? quoted[1]!.trim() : title
}

// An artist ending in brackets, in quotes (`「浦島太郎（桐谷健太）」`), is taken as written: the quotes
// say the brackets are part of the name, not a note. Other quotes stay part of the artist.
const quotedArtist = /^[「『"“]([^「」『』"“”]+[)）\]］】〕〉》])[」』"”]$/

// `『夜に駆ける』YOASOBI`: the quotes alone mark where the title ends.
const quotedTitle =
  /^[「『]([^「」『』]+)[」』][ \u3000]*(?:(?:[/／｜|\-–—－]|by(?=[ \u3000]))[ \u3000]*)?(?![(（[［【〔])(.+)$/is

/** Splits `title / artist (note)` and its variants; the artist is empty when none is given. */
export function splitTitle(text: string): TitleParts {
  const notes: string[] = []
  const quoted = quotedTitle.exec(text.trim())
  const parts: [string, string] | null = quoted
    ? [quoted[1]!, quoted[2]!]
    : splitAtSeparator(text.trim())
  if (!parts) return { songName: unquote(takeNotes(text, notes, true)), singer: '', notes }
  const songName = unquote(takeNotes(parts[0], notes, true))
  const singer =
    quotedArtist.exec(parts[1].trim())?.[1]!.trim() ?? takeNotes(parts[1], notes, false)
  return { songName, singer, notes: notes.filter((note) => note !== '') }
}
