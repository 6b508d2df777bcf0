import { foldRomaji } from './romaji-fold.ts'
import { foldForSearch } from './search-fold.ts'
import type { SearchableText } from './searchable-text.ts'

// The shipped romaji is folded for matching ("sikuretto"); the browser spells the shipped kana
// reading in Hepburn to show it, with a kana table rather than a dictionary.
const syllables = new Map<string, string>()
const rows =
  'あいうえお ぁぃぅぇぉ かきくけこk がぎぐげごg さしすせそs ざじずぜぞz たちつてとt だぢづでどd ' +
  'なにぬねのn はひふへほh ばびぶべぼb ぱぴぷぺぽp まみむめもm や・ゆ・よy ゃ・ゅ・ょy らりるれろr わ・・・をw'
for (const row of rows.split(' ')) {
  ;[...row.slice(0, 5)].forEach((kana, i) => {
    if (kana !== '・') syllables.set(kana, row.slice(5) + 'aiueo'.charAt(i))
  })
}
const irregular = 'しshi じji ちchi ぢji つtsu づzu ふfu ゐi ゑe をo んn ゔvu ゎwa ゕka ゖke'
for (const entry of irregular.split(' ')) syllables.set(entry[0]!, entry.slice(1))

const macron: Record<string, string> = { a: 'ā', i: 'ī', u: 'ū', e: 'ē', o: 'ō' }

/**
 * A hiragana reading in Hepburn, a piece per kana: a small kana joins the piece before it (kya,
 * sha, fa, ti, wi), っ doubles the next consonant (tch before ch), ー puts a macron on the vowel
 * before it, ん before a vowel or y is n'. Anything else (Latin letters, digits) stays as it is.
 */
export function hepburnPieces(kana: string): string[] {
  const pieces: string[] = []
  let doubled = false
  let afterN = false
  for (const ch of kana) {
    const last = pieces.length - 1
    const before = pieces[last] ?? ''
    const joins = /[aiueo]$/.test(before)
    const small = 'ゃゅょぁぃぅぇぉ'.includes(ch) ? syllables.get(ch)! : null
    if (ch === 'っ') doubled = true
    else if (ch === 'ー') {
      if (joins) pieces[last] = before.slice(0, -1) + macron[before.at(-1)!]
    } else if (small && joins) {
      const stem = before.slice(0, -1)
      pieces[last] =
        small.length === 2
          ? (/(sh|ch|j)$/.test(stem) ? stem : `${stem}y`) + small[1]
          : (before === 'u' ? 'w' : before === 'i' && small === 'e' ? 'y' : stem) + small
    } else {
      let piece = syllables.get(ch) ?? ch
      if (doubled && /^[b-df-hj-np-tv-z]/.test(piece))
        piece = piece.startsWith('ch') ? `t${piece}` : piece[0] + piece
      if (afterN && /^[aiueoy]/.test(piece)) pieces[last] = "n'"
      pieces.push(piece)
      doubled = false
      afterN = ch === 'ん'
    }
  }
  return pieces
}

// Particles written alone after a word: の, を, は and へ also at the start of a longer kana run
// (no okurigana starts with them), the others only alone (死にたい stays shinitai).
const leadingParticles = 'のをはへ'
const loneParticles = 'にがとでも'
const kindOf = (ch: string) =>
  /\p{sc=Han}/u.test(ch)
    ? 'han'
    : /\p{sc=Hiragana}/u.test(ch)
      ? 'hira'
      : /\p{sc=Katakana}/u.test(ch)
        ? 'kata'
        : 'other'

interface Run {
  kind: string
  text: string
  /** A word starts here. */
  cut: boolean
}

/** The text as written, cut into runs of one script and folded, with where its words start. */
function runsOf(text: string): Run[] | null {
  const runs: Run[] = []
  let separated = false
  let joined = ''
  for (const ch of text) {
    const piece = foldForSearch(ch)
    joined += piece
    const previous = runs.at(-1)
    const kind = ch === 'ー' && previous ? previous.kind : kindOf(ch)
    if (piece === '') separated = true
    // Kanji on either side of a space make one run: where its reading splits is not known.
    else if (previous?.kind === kind && (!separated || kind === 'han')) previous.text += piece
    else {
      const cut = separated || !(previous?.kind === 'han' && kind === 'hira')
      runs.push({ kind, text: piece, cut })
      separated = false
    }
  }
  if (joined !== foldForSearch(text)) return null
  return runs.flatMap((run, i) => {
    if (run.kind !== 'hira' || i === 0 || runs[i - 1]!.kind === 'hira') return [run]
    const [first] = run.text
    if (run.text.length === 1 && (loneParticles + leadingParticles).includes(run.text)) {
      if (runs[i + 1]) runs[i + 1]!.cut = true
      return [{ ...run, cut: true }]
    }
    if (!leadingParticles.includes(first!)) return [run]
    return [
      { kind: 'hira', text: first!, cut: true },
      { kind: 'hira', text: run.text.slice(1), cut: true },
    ]
  })
}

/**
 * The reading cut into words: where the text as written has spaces or punctuation, changes
 * script (not from kanji to its okurigana) or has a particle after a word. Each kanji run takes
 * the reading up to the kana written after it; when the text and the reading do not line up so,
 * the reading is one word.
 */
export function readingWords(text: string, reading: string): string[] {
  const source = reading || foldForSearch(text)
  const runs = runsOf(text)
  if (!runs) return [source]
  const words: string[] = []
  let at = 0
  for (const [i, run] of runs.entries()) {
    const next = runs[i + 1]
    const end =
      run.kind !== 'han'
        ? source.startsWith(run.text, at) && at + run.text.length
        : next
          ? source.indexOf(next.text, at + 1)
          : source.length
    if (!end || end <= at) return [source]
    const piece = source.slice(at, end)
    if (run.cut || words.length === 0) words.push(piece)
    else words[words.length - 1] += piece
    at = end
  }
  return at === source.length ? words : [source]
}

const particleRomaji: Record<string, string> = { は: 'wa', へ: 'e' }
const readable = new WeakMap<SearchableText, string[]>()

/** A title's or artist's reading in Hepburn, words apart: pieces, spaces among them. */
function readablePieces(field: SearchableText): string[] {
  let pieces = readable.get(field)
  if (!pieces) {
    pieces = readingWords(field.text, field.reading).flatMap((word, i) => [
      ...(i > 0 ? [' '] : []),
      ...(particleRomaji[word] ? [particleRomaji[word]] : hepburnPieces(word)),
    ])
    readable.set(field, pieces)
  }
  return pieces
}

/**
 * The reading in readable Hepburn, and where in it a (folded) romaji query matched: the fewest
 * whole kana whose folded romaji holds it; null when the spelling here does not give it.
 */
export function readableRomaji(
  field: SearchableText,
  romaji: string,
): { text: string; match: [start: number, end: number] | null } {
  const pieces = readablePieces(field)
  const text = pieces.join('')
  const holds = (from: number, to: number) =>
    foldRomaji(pieces.slice(from, to).join('')).includes(romaji)
  let end = 1
  while (end <= pieces.length && !holds(0, end)) end++
  if (end > pieces.length) return { text, match: null }
  let start = end - 1
  while (start > 0 && !holds(start, end)) start--
  const offset = (index: number) => pieces.slice(0, index).join('').length
  return { text, match: [offset(start), offset(end)] }
}
