// Build and tools only, like word-readings.ts: the dictionary never reaches the browser, which
// gets these readings as data (the search keys loaded with the first text typed).
import { foldForSearch, katakanaToHiragana } from '#src/shared/search/search-fold.ts'

import { type Dictionary, type DictionaryReading, loadDictionary } from './word-readings.ts'

const han = /\p{Script=Han}/u
const hanOnly = /^\p{Script=Han}$/u

/** At most this many other readings a text ships: each is bytes, and a wrong match or two. */
export const otherReadingsLimit = 4

/** A piece of a text and the readings it may take, the analyser's first; a cost above it for each other. */
type Piece = { reading: string; extra: number }[]

// How many half-built readings are followed, cheapest first, through a text's pieces.
const beam = 64

/**
 * The readings the dictionary's single kanji hold, for a kanji the analyser leaves unread inside
 * a longer word (做 in 心做し): an entry of the kanji alone (唱: しょう), or of the kanji with kana
 * after it whose reading ends in the same kana (做す なす: な). Worked out once, when needed.
 */
function kanjiReadings(dictionary: Dictionary): Map<string, DictionaryReading[]> {
  const found = new Map<string, Map<string, number>>()
  for (const { surface, reading, cost } of dictionary.entries()) {
    const [first, ...rest] = surface
    if (first === undefined || !hanOnly.test(first) || reading === '') continue
    const tail = katakanaToHiragana(rest.join(''))
    if (!/^[\p{Script=Hiragana}]*$/u.test(tail) || !reading.endsWith(tail)) continue
    const own = reading.slice(0, reading.length - tail.length)
    if (own === '') continue
    const readings = found.get(first) ?? new Map<string, number>()
    if (cost < (readings.get(own) ?? Infinity)) readings.set(own, cost)
    found.set(first, readings)
  }
  return new Map(
    [...found].map(([kanji, readings]) => [
      kanji,
      [...readings].map(([reading, cost]) => ({ reading, cost })).sort((a, b) => a.cost - b.cost),
    ]),
  )
}

/** Readings as a piece's choices: the first costs nothing more, each other what it costs more. */
function choices(first: string, firstCost: number, others: readonly DictionaryReading[]): Piece {
  return [
    { reading: first, extra: 0 },
    ...others
      .filter((o) => o.reading !== first)
      .slice(0, 4)
      .map((o) => ({ reading: o.reading, extra: Math.max(1, o.cost - firstCost) })),
  ]
}

interface LatticeNode {
  name: number
  cost: number
  start_pos: number
  left_id: number
  right_id: number
  surface_form: string
  type: string
}

// How many best paths each node of the lattice keeps.
const paths = 8

/**
 * The text's best analyses, as MeCab's n-best gives them: every way the dictionary can cut it into
 * words and read each, by the analyser's own costs (each word's and each joint's), the best first.
 * A word the dictionary does not know is read by `unknown`.
 */
function bestAnalyses(
  dictionary: Dictionary,
  text: string,
  unknown: (surface: string) => string,
): string[] {
  // kuromoji's types leave the lattice's fields out.
  const tokenizer = dictionary.tokenizer as unknown as {
    getLattice(text: string): { nodes_end_at: (LatticeNode[] | undefined)[]; eos_pos: number }
    viterbi_searcher: { connection_costs: { get(right: number, left: number): number } }
  }
  const lattice = tokenizer.getLattice(text)
  const joint = tokenizer.viterbi_searcher.connection_costs
  const best = new Map<LatticeNode, { cost: number; reading: string }[]>()
  for (const bos of lattice.nodes_end_at[0] ?? []) best.set(bos, [{ cost: 0, reading: '' }])
  for (let end = 1; end <= lattice.eos_pos; end++) {
    for (const node of lattice.nodes_end_at[end] ?? []) {
      const own =
        node.type === 'KNOWN'
          ? dictionary.readingOf(node.name) || katakanaToHiragana(node.surface_form)
          : node.type === 'EOS'
            ? ''
            : unknown(node.surface_form)
      const found = (lattice.nodes_end_at[node.start_pos - 1] ?? []).flatMap((prev) =>
        (best.get(prev) ?? []).map((path) => ({
          cost: path.cost + joint.get(prev.right_id, node.left_id) + node.cost,
          reading: path.reading + own,
        })),
      )
      best.set(node, found.sort((a, b) => a.cost - b.cost).slice(0, paths))
    }
  }
  const eos = lattice.nodes_end_at[lattice.eos_pos]?.[0]
  return (eos ? (best.get(eos) ?? []) : []).map((path) => path.reading)
}

/**
 * A function giving a text's other plausible readings: each word read as the dictionary also
 * reads it (深海少女: しんかいしょうじょ beside the analyser's ふかうみしょうじょ), and a kanji the
 * analyser leaves unread read as the dictionary reads it alone (心做し: こころなし), likeliest
 * first by the dictionary's costs, folded for search, at most `otherReadingsLimit`, none the same
 * as `reading` (the one the text ships) or left with a kanji.
 */
export async function createOtherReader(
  levers: { words?: boolean; unreadKanji?: boolean; nBest?: boolean } = {},
): Promise<(text: string, reading: string) => string[]> {
  // Each lever can be left out, so that the bench measures what each adds.
  const { words = true, unreadKanji = true, nBest = true } = levers
  const dictionary = await loadDictionary()
  let singles: Map<string, DictionaryReading[]> | undefined
  const piecesOf = (text: string): Piece[] =>
    dictionary.tokenizer.tokenize(text.normalize('NFKC')).flatMap((token): Piece[] => {
      const surface = token.surface_form
      if (!han.test(surface)) return [[{ reading: katakanaToHiragana(surface), extra: 0 }]]
      if (token.word_type === 'KNOWN') {
        const first = katakanaToHiragana(token.reading ?? '')
        if (first === '' || first === '*') return [[{ reading: surface, extra: 0 }]]
        const others = words ? dictionary.readingsOf(surface) : []
        return [choices(first, dictionary.costOf(token.word_id), others)]
      }
      // A word the dictionary does not know: each kanji alone.
      return [...surface].map((ch): Piece => {
        if (!hanOnly.test(ch) || !unreadKanji)
          return [{ reading: katakanaToHiragana(ch), extra: 0 }]
        singles ??= kanjiReadings(dictionary)
        const [first, ...others] = singles.get(ch) ?? []
        return first ? choices(first.reading, first.cost, others) : [{ reading: ch, extra: 0 }]
      })
    })
  // A kanji the dictionary does not know, read as it reads the kanji alone, where it can.
  const unknown = (surface: string) =>
    [...surface]
      .map((ch) => {
        if (!hanOnly.test(ch)) return katakanaToHiragana(ch)
        if (!unreadKanji) return ch
        singles ??= kanjiReadings(dictionary)
        return singles.get(ch)?.[0]?.reading ?? ch
      })
      .join('')
  return (text, reading) => {
    const normal = text.normalize('NFKC')
    if (!han.test(normal)) return []
    let read = [{ text: '', cost: 0 }]
    for (const piece of piecesOf(text)) {
      read = read
        .flatMap((r) => piece.map((c) => ({ text: r.text + c.reading, cost: r.cost + c.extra })))
        .sort((a, b) => a.cost - b.cost)
        .slice(0, beam)
    }
    // The n-best analyses first, where they read the text otherwise; then each word read otherwise.
    const analyses = nBest ? bestAnalyses(dictionary, normal, unknown) : []
    const candidates = [...analyses.slice(1, 3), ...read.map((r) => r.text), ...analyses.slice(3)]
    const shipped = foldForSearch(reading)
    const others: string[] = []
    for (const other of candidates) {
      const folded = foldForSearch(other)
      if (folded === '' || han.test(folded) || folded === shipped || others.includes(folded))
        continue
      others.push(folded)
      if (others.length === otherReadingsLimit) break
    }
    // A kanji no entry reads (做 in 心做し: こころ做し) leaves the rest of the text to find: no
    // text is left with no reading at all.
    const rest = shipped.replace(/\p{Script=Han}/gu, '')
    if (
      unreadKanji &&
      others.length === 0 &&
      han.test(shipped) &&
      /\p{Script=Hiragana}/u.test(rest)
    )
      others.push(rest)
    return others
  }
}
