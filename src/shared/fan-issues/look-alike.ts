// What a reader of the rendered issue takes for a block's marker, though a tool matching it
// exactly would not: `JSON5` for `json`, `Setlist-Add v2` for `setlist:add v1`. Such look-alikes
// count as blocks, so an issue with a real block and a look-alike is refused as holding two.
import { withoutUnsafeCharacters } from './text/unsafe-characters.ts'

// Marks no one sees, besides the schema's hidden characters: a soft hyphen, a grapheme joiner,
// the Mongolian vowel separator and the Hangul fillers.
const unseen = /[\u00ad\u115f\u1160\u180e\u3164\uffa0]|\u034f/g

/** The text as a person reads it: full-width and other compatibility forms plain, no invisible marks. */
export function looseText(text: string): string {
  // Printable ASCII is its own loose form: most lines of an issue cost one test.
  if (/^[\x20-\x7e]*$/.test(text)) return text
  return withoutUnsafeCharacters(text.normalize('NFKC')).replace(unseen, '')
}

/** The words a person tells apart, in lower case: spaces, hyphens, colons and the like between them. */
export function looseWords(text: string): string[] {
  return looseText(text)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
}

/** Whether one edit at most (a letter added, dropped or changed, or two neighbours swapped) turns a into b. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true
  // Checked on the code units first: a long text costs nothing to rule out.
  if (Math.abs(a.length - b.length) > 2) return false
  const [x, y] = [[...a], [...b]]
  if (Math.abs(x.length - y.length) > 1) return false
  let i = 0
  while (i < x.length && i < y.length && x[i] === y[i]) i++
  const same = (from: number, to: number) => x.slice(from).join('') === y.slice(to).join('')
  if (x.length > y.length) return same(i + 1, i)
  if (x.length < y.length) return same(i, i + 1)
  return same(i + 1, i + 1) || (x[i] === y[i + 1] && x[i + 1] === y[i] && same(i + 2, i + 2))
}

/** Whether a person would read a text as the marker: each word, or all of it, one edit away. */
export function lookAlikeOf(marker: string): (text: string) => boolean {
  const meant = looseWords(marker)
  const whole = meant.join('')
  return (text) => {
    const seen = looseWords(text)
    if (seen.length === meant.length && seen.every((word, i) => withinOneEdit(word, meant[i]!)))
      return true
    return seen.length > 0 && withinOneEdit(seen.join(''), whole)
  }
}

// A run of three backticks or tildes after any indentation, quote or list marks.
const fenceLine = /^[\s>*+\-\d.)]*(?:`{3,}|~{3,})(.*)$/su

/** What follows a code fence on a line a person reads as one, wherever it stands; else null. */
export function looseFenceInfo(line: string): string | null {
  return fenceLine.exec(looseText(line))?.[1] ?? null
}
