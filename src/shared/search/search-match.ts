import { appendAll } from '#src/lib/arrays.ts'

import { readableRomaji } from './readable-romaji.ts'
import { foldRomaji } from './romaji-fold.ts'
import { foldForSearch, foldWithSpans, type HanForms } from './search-fold.ts'
import type { SearchableText } from './searchable-text.ts'

export type { SearchableText } from './searchable-text.ts'

/** A query in each form a field can match it in; `latin` forms only for Latin-letter queries. */
export interface TextQuery {
  folded: string
  latin: { plain: string; romaji: string; pinyin: string } | null
  /** Each word of a query of several words (apart by spaces), compiled alone; else none. */
  words: TextQuery[]
}

// Pinyin's ü is typed v or u: both fold to u on both sides.
const pinyinForm = (latin: string) => latin.replaceAll('v', 'u')

const pinyinKeys = new WeakMap<SearchableText, string>()
/** Full pinyin and initials, `qianbenying\0qby`, worked out once per text. */
export function pinyinKey(field: SearchableText): string {
  let key = pinyinKeys.get(field)
  if (key === undefined) {
    const syllables = field.pinyin === '' ? [] : pinyinForm(field.pinyin).split(' ')
    key =
      syllables.length === 0
        ? ''
        : `${syllables.join('')}\u0000${syllables.map((s) => s[0]).join('')}`
    pinyinKeys.set(field, key)
  }
  return key
}

/** The query folded once per filter pass; null when it folds to nothing and so filters nothing. */
export function compileQuery(query: string, forms?: HanForms): TextQuery | null {
  const whole = compileWord(query, forms)
  if (whole === null) return null
  const words = query.split(/\s+/).flatMap((word) => compileWord(word, forms) ?? [])
  return { ...whole, words: words.length > 1 ? words : [] }
}

function compileWord(query: string, forms?: HanForms): TextQuery | null {
  const folded = foldForSearch(query, forms)
  if (folded === '') return null
  const plain = folded.normalize('NFKD').replace(/\p{M}/gu, '')
  const latin = /^[a-z0-9]+$/.test(plain)
    ? { plain, romaji: foldRomaji(plain), pinyin: pinyinForm(plain) }
    : null
  return { folded, latin, words: [] }
}

export function matchesText(field: SearchableText, query: TextQuery): boolean {
  if (field.key.includes(query.folded)) return true
  if (query.latin === null) return false
  return (
    (field.romaji !== '' && field.romaji.includes(query.latin.romaji)) ||
    (field.pinyin !== '' && pinyinKey(field).includes(query.latin.pinyin))
  )
}

/** A text cut into runs, the matched run marked. */
export type MarkedText = { text: string; marked: boolean }[]

export type MatchRoute = 'alias' | 'reading' | 'romaji' | 'pinyin'

/** The alias, reading, romaji or pinyin a field was found through, marked there. */
export type MatchVia = { route: MatchRoute; text: MarkedText } | null

type Range = [start: number, end: number]

/** The text cut into runs, the given ranges (in any order, overlapping or empty) marked. */
function markRanges(text: string, ranges: readonly Range[]): MarkedText {
  const runs: MarkedText = []
  let at = 0
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    if (end <= at) continue
    const last = runs.at(-1)
    // Overlapping or touching ranges make one mark.
    if (start <= at && last?.marked) last.text += text.slice(at, end)
    else {
      if (start > at) runs.push({ text: text.slice(at, start), marked: false })
      runs.push({ text: text.slice(Math.max(at, start), end), marked: true })
    }
    at = end
  }
  if (at < text.length || runs.length === 0) runs.push({ text: text.slice(at), marked: false })
  return runs
}

const marked = (text: string, start: number, end: number) => markRanges(text, [[start, end]])
const plain = (text: string): MarkedText => [{ text, marked: false }]

/**
 * Where `folded` occurs in `text` as written; null when it does not, an empty range when it does
 * but folding character by character cannot place it.
 */
function writtenRange(text: string, folded: string, forms?: HanForms): Range | null {
  const fold = foldWithSpans(text, forms)
  if (fold === null) return foldForSearch(text, forms).includes(folded) ? [0, 0] : null
  const at = fold.folded.indexOf(folded)
  if (at < 0) return null
  const [start] = fold.spans[at] as Range
  const [, end] = fold.spans[at + folded.length - 1] as Range
  return [start, end]
}

/** Marks the syllables of a pinyin match, shown with spaces: `qian ben ying`. */
function markPinyin(pinyin: string, query: string): MarkedText | null {
  const syllables = pinyin.split(' ')
  const folded = syllables.map(pinyinForm)
  const starts: number[] = []
  let offset = 0
  for (const syllable of folded) {
    starts.push(offset)
    offset += syllable.length
  }
  const shownStart = (i: number) => starts[i]! + i
  const full = folded.join('').indexOf(query)
  if (full >= 0) {
    const first = starts.findLastIndex((s) => s <= full)
    const last = starts.findLastIndex((s) => s < full + query.length)
    const start = shownStart(first) + (full - starts[first]!)
    const end = shownStart(last) + (full + query.length - starts[last]!)
    return marked(pinyin, start, end)
  }
  const initials = folded
    .map((s) => s[0])
    .join('')
    .indexOf(query)
  if (initials < 0) return null
  const runs: MarkedText = []
  syllables.forEach((syllable, i) => {
    if (i > 0) runs.push({ text: ' ', marked: false })
    const hit = i >= initials && i < initials + query.length
    appendAll(runs, hit ? marked(syllable, 0, 1) : plain(syllable))
  })
  return runs
}

/** The alias, reading, romaji or pinyin a field matched a query through, marked there. */
function matchedThrough(field: SearchableText, query: TextQuery, forms?: HanForms): MatchVia {
  for (const alias of field.aliases) {
    const range = writtenRange(alias, query.folded, forms)
    if (range) return { route: 'alias', text: markRanges(alias, [range]) }
  }
  const at = field.reading.indexOf(query.folded)
  if (at >= 0)
    return { route: 'reading', text: marked(field.reading, at, at + query.folded.length) }
  if (query.latin === null) return null
  const { romaji, pinyin } = query.latin
  if (field.romaji !== '' && field.romaji.includes(romaji)) {
    // Shown in Hepburn, words apart, rather than in the folded form it matched in.
    const readable = readableRomaji(field, romaji)
    return {
      route: 'romaji',
      text: markRanges(readable.text, readable.match ? [readable.match] : []),
    }
  }
  const text = field.pinyin === '' ? null : markPinyin(field.pinyin, pinyin)
  return text && { route: 'pinyin', text }
}

/** A title or artist as written (`text`), marked wherever a query matched it as written. */
export function markMatches(
  text: string,
  queries: readonly TextQuery[],
  forms?: HanForms,
): MarkedText {
  const ranges = queries.map((query) => writtenRange(text, query.folded, forms))
  return markRanges(
    text,
    ranges.filter((range) => range !== null),
  )
}

/**
 * What the first query that did not match a field as written matched through (its alias,
 * reading, romaji or pinyin), marked there, for showing under it; null when none did.
 */
export function matchedVia(
  field: SearchableText,
  queries: readonly TextQuery[],
  forms?: HanForms,
): MatchVia {
  for (const query of queries) {
    if (writtenRange(field.text, query.folded, forms)) continue
    const via = matchedThrough(field, query, forms)
    if (via) return via
  }
  return null
}
