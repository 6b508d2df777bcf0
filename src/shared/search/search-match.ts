import { foldRomaji } from './romaji-fold'
import { foldForSearch, foldWithSpans, type HanForms } from './search-fold'

/** A title or an artist with everything the build worked out for searching it. */
export interface SearchableText {
  /** As written. */
  text: string
  /** Folded text, then folded reading and aliases, split by NUL so a query never spans two. */
  key: string
  /** Hiragana reading, or ''. */
  reading: string
  /** Canonical romaji of the reading (see romaji-fold), or ''. */
  romaji: string
  /** Toneless pinyin of the Han characters, one syllable per character, space-separated, or ''. */
  pinyin: string
  /** Other names fans know the song by (official English or Chinese titles, nicknames). */
  aliases: readonly string[]
}

/** A query in each form a field can match it in; `latin` forms only for Latin-letter queries. */
export interface TextQuery {
  folded: string
  latin: { plain: string; romaji: string; pinyin: string } | null
}

// Pinyin's ü is typed v or u: both fold to u on both sides.
const pinyinForm = (latin: string) => latin.replaceAll('v', 'u')

const pinyinKeys = new WeakMap<SearchableText, string>()
/** Full pinyin and initials, `qianbenying\0qby`, worked out once per text. */
function pinyinKey(field: SearchableText): string {
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
  const folded = foldForSearch(query, forms)
  if (folded === '') return null
  const plain = folded.normalize('NFKD').replace(/\p{M}/gu, '')
  const latin = /^[a-z0-9]+$/.test(plain)
    ? { plain, romaji: foldRomaji(plain), pinyin: pinyinForm(plain) }
    : null
  return { folded, latin }
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

/** How a field matched: the text with the match marked, and the reading or alias it came through. */
export interface MatchView {
  text: MarkedText
  via: { route: MatchRoute; text: MarkedText } | null
}

function marked(text: string, start: number, end: number): MarkedText {
  return [
    { text: text.slice(0, start), marked: false },
    { text: text.slice(start, end), marked: true },
    { text: text.slice(end), marked: false },
  ].filter((run) => run.text !== '')
}

const plain = (text: string): MarkedText => [{ text, marked: false }]

/** Marks where `folded` occurs in `text` as written; null when it does not. */
function markWritten(text: string, folded: string, forms?: HanForms): MarkedText | null {
  const fold = foldWithSpans(text, forms)
  if (fold === null) return foldForSearch(text, forms).includes(folded) ? plain(text) : null
  const at = fold.folded.indexOf(folded)
  if (at < 0) return null
  const [start] = fold.spans[at] as [number, number]
  const [, end] = fold.spans[at + folded.length - 1] as [number, number]
  return marked(text, start, end)
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
    runs.push(...(hit ? marked(syllable, 0, 1) : plain(syllable)))
  })
  return runs
}

/**
 * How a matching field matched, for showing it: the title marked where it matched as written,
 * else the alias, reading, romaji or pinyin it matched through, marked there.
 */
export function describeMatch(
  field: SearchableText,
  query: TextQuery | null,
  forms?: HanForms,
): MatchView {
  if (query === null) return { text: plain(field.text), via: null }
  const direct = markWritten(field.text, query.folded, forms)
  if (direct) return { text: direct, via: null }
  const through = (route: MatchRoute, text: MarkedText | null) =>
    text ? { text: plain(field.text), via: { route, text } } : null
  for (const alias of field.aliases) {
    const view = through('alias', markWritten(alias, query.folded, forms))
    if (view) return view
  }
  const at = field.reading.indexOf(query.folded)
  if (at >= 0) return through('reading', marked(field.reading, at, at + query.folded.length))!
  if (query.latin) {
    const { romaji, pinyin } = query.latin
    const r = field.romaji.indexOf(romaji)
    if (field.romaji !== '' && r >= 0)
      return through('romaji', marked(field.romaji, r, r + romaji.length))!
    if (field.pinyin !== '') {
      const view = through('pinyin', markPinyin(field.pinyin, pinyin))
      if (view) return view
    }
  }
  return { text: plain(field.text), via: null }
}
