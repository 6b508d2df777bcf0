// Katakana (ァ..ヶ, ヽ, ヾ) sit exactly 0x60 code points above their hiragana.
const katakana = /[\u30a1-\u30f6\u30fd\u30fe]/g
// Spaces, punctuation (、。・「」!?'-〜...), symbols (×, *, ♪, emoji...) and control characters.
const ignorable = /[\s\p{P}\p{S}\p{Cc}]/gu
const han = /\p{sc=Han}/gu

/**
 * Simplified, Traditional and Japanese forms of a Han character, each mapped to one canonical
 * form. The build ships only the variants of characters that occur in the song data.
 */
export type HanForms = ReadonlyMap<string, string>

/** Katakana as hiragana, everything else as it is; ー has no hiragana form and stays. */
export const katakanaToHiragana = (text: string): string =>
  text.replace(katakana, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0x60))

/** The table from its packed form: variant and canonical character, pair after pair. */
export function hanFormsFromPairs(pairs: string): HanForms {
  const chars = Array.from(pairs)
  const forms = new Map<string, string>()
  for (let i = 0; i + 1 < chars.length; i += 2)
    forms.set(chars[i] as string, chars[i + 1] as string)
  return forms
}

/**
 * The form titles, singers and queries are compared in: NFKC (full-width Latin and digits to
 * half-width, half-width katakana to full-width), lower case, katakana to hiragana, spaces,
 * punctuation and symbols removed, and, given the table, each Han character in its canonical
 * form (千本樱, 千本櫻 and 千本桜 fold alike). Kanji are not read here: readings come from the build.
 */
export function foldForSearch(text: string, forms?: HanForms): string {
  // Normalized again after the removal: a mark left beside another once the symbol between them
  // went (˘𝅗𝅥) must be put in canonical order, or a second fold would reorder it.
  const folded = katakanaToHiragana(text.normalize('NFKC').toLowerCase())
    .replace(ignorable, '')
    .normalize('NFKC')
  return forms ? foldHanForms(folded, forms) : folded
}

/** A text folded without the table (`foldForSearch(text)`), as folded with it. */
export function foldHanForms(folded: string, forms: HanForms): string {
  return forms.size > 0 ? folded.replace(han, (ch) => forms.get(ch) ?? ch) : folded
}

/**
 * The folded text and, for each of its UTF-16 units, the range of the original text it came from,
 * so a match in the folded text can be marked in the text as written. Null when folding character
 * by character differs from folding the whole (half-width voiced kana, for one).
 */
export function foldWithSpans(
  text: string,
  forms?: HanForms,
): { folded: string; spans: [start: number, end: number][] } | null {
  let folded = ''
  const spans: [number, number][] = []
  let start = 0
  for (const ch of text) {
    const piece = foldForSearch(ch, forms)
    folded += piece
    for (let i = 0; i < piece.length; i++) spans.push([start, start + ch.length])
    start += ch.length
  }
  return folded === foldForSearch(text, forms) ? { folded, spans } : null
}
