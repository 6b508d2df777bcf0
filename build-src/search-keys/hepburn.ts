// Build time only: wanakana is a devDependency; the browser gets the romaji as data.
import { toKatakana, toRomaji } from 'wanakana'

// wanakana spells the kana of loanwords letter by letter (フィ fyi, ティ tei, ヴァ vua, ウィ ui);
// fans type them as modern Hepburn does, the way the English word is written.
const loanwordKana: Record<string, string> = {
  ふぁ: 'fa',
  ふぃ: 'fi',
  ふぇ: 'fe',
  ふぉ: 'fo',
  てぃ: 'ti',
  でぃ: 'di',
  てゅ: 'tyu',
  でゅ: 'dyu',
  とぅ: 'tu',
  どぅ: 'du',
  うぃ: 'wi',
  うぇ: 'we',
  うぉ: 'wo',
  ゔぁ: 'va',
  ゔぃ: 'vi',
  ゔぇ: 've',
  ゔぉ: 'vo',
  ゔゅ: 'vyu',
  つぁ: 'tsa',
  つぃ: 'tsi',
  つぇ: 'tse',
  つぉ: 'tso',
  いぇ: 'ye',
  すぃ: 'si',
  ずぃ: 'zi',
  くぁ: 'kwa',
  ぐぁ: 'gwa',
}

const customRomajiMapping: Record<string, string> = {
  ...loanwordKana,
  // A custom spelling loses wanakana's doubling by っ, so the doubled forms are listed too.
  ...Object.fromEntries(Object.entries(loanwordKana).map(([k, r]) => [`っ${k}`, `${r[0]}${r}`])),
  // Small kana wanakana leaves as they are.
  ゎ: 'wa',
  ヮ: 'wa',
  ゕ: 'ka',
  ヵ: 'ka',
  ゖ: 'ke',
  ヶ: 'ke',
}

const dakuten = '\u3099'

/** ゝ/ヽ repeat the kana before them, ゞ/ヾ voiced (すゝめ = すすめ, いすゞ = いすず). */
function expandIterationMarks(kana: string): string {
  let out = ''
  for (const ch of kana) {
    const before = out.slice(-1)
    const plain = before.normalize('NFD').replace(dakuten, '')
    const voiced = `${plain}${dakuten}`.normalize('NFC')
    if (!/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(before)) out += ch
    else if (ch === 'ゝ' || ch === 'ヽ') out += plain
    else if (ch === 'ゞ' || ch === 'ヾ') out += voiced.length === 1 ? voiced : plain
    else out += ch
  }
  return out
}

// wanakana's toRomaji recurses once per character: a text of about 6,000 overflowed the stack
// (less inside a deep build), so it is given pieces of at most this many characters.
const MOST_PER_CALL = 500
/** Kana whose romaji depends on the character after them: っ doubles it, ん takes an apostrophe. */
const readWithNext = /[っッんン]/u
/**
 * Small kana, ー, iteration and combining (voicing) marks: read with the character before them,
 * or, giving nothing, passing its pull on the next one through. ー looks back past ・.
 */
const readWithPrevious = /[ぁぃぅぇぉゃゅょゎゕゖァィゥェォャュョヮヵヶーゝゞヽヾ・]|\p{M}/u

/**
 * `text` in pieces of at most `most` characters, cut only where no kana is read together with
 * its neighbours, so the pieces' romaji is the whole text's. A run with no such place in `most`
 * characters (ッッッ…, which no title holds) is cut anyway: bounded, whatever the text.
 */
export function romajiPieces(text: string, most: number): string[] {
  const chars = [...text]
  const pieces: string[] = []
  let start = 0
  let lastSafeCut = 0
  // Whether the text so far ends in a character that would be read with the next one.
  let open = false
  for (let i = 1; i < chars.length; i++) {
    const before = chars[i - 1]!
    open = readWithNext.test(before) || (open && readWithPrevious.test(before))
    if (!open && !readWithPrevious.test(chars[i]!)) lastSafeCut = i
    if (i - start < most) continue
    const cut = lastSafeCut > start ? lastSafeCut : i
    pieces.push(chars.slice(start, cut).join(''))
    start = cut
  }
  pieces.push(chars.slice(start).join(''))
  return pieces
}

/**
 * The lowercase romaji of a hiragana or katakana reading, spelt as fans type it: Hepburn
 * consonants (shi, chi, tsu, fu, ji; ぢ ji, づ zu), long vowels without macrons (とうきょう
 * toukyou, おおさか oosaka) and ー as the vowel again (らーめん raamen), を wo, ん before a vowel or
 * y as n' (きんえん kin'en: the site's search folding drops the apostrophe with the rest of the
 * punctuation), っ as a doubled consonant (まっちゃ matcha) and dropped at the end (あっ a).
 * Latin letters and digits pass through, lowercased after NFKC; kanji stay as they are.
 */
export function hepburnOf(kana: string): string {
  // wanakana spells ー as the vowel again only after katakana; after hiragana it gives '-'.
  const katakana = toKatakana(expandIterationMarks(kana.normalize('NFKC')), { passRomaji: true })
  return romajiPieces(katakana, MOST_PER_CALL)
    .map((piece) => toRomaji(piece, { customRomajiMapping }).toLowerCase())
    .join('')
}
