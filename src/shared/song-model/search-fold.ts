// Katakana (ァ..ヶ, ヽ, ヾ) sit exactly 0x60 code points above their hiragana.
const katakana = /[\u30a1-\u30f6\u30fd\u30fe]/g
// Spaces, punctuation (、。・「」!?'-〜...), symbols (×, *, ♪, emoji...) and control characters.
const ignorable = /[\s\p{P}\p{S}\p{Cc}]/gu

/**
 * The form titles, singers and queries are compared in: NFKC (full-width Latin and digits to
 * half-width, half-width katakana to full-width), lower case, katakana to hiragana, and spaces,
 * punctuation and symbols removed. Kanji are not read: a kana query finds a kanji title only
 * through the song's kana reading.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(katakana, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0x60))
    .replace(ignorable, '')
}
