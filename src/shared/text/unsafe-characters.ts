/**
 * Characters that change how a text shows or reads without being seen: control characters other
 * than tab and line breaks (LF, CR), zero-width marks (U+200B–U+200F), bidirectional embeddings,
 * overrides and isolates (U+202A–U+202E, U+2060–U+2069 with the invisible operators), the
 * byte-order mark, and half of a surrogate pair. A fan's text keeps none of them: they hide or
 * reorder what a maintainer reads, and a lone surrogate cannot even be encoded into a link.
 */
export const unsafeCharacters =
  /(?![\t\n\r])\p{Cc}|[\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]|\p{Cs}/u

const everyUnsafeCharacter = new RegExp(unsafeCharacters.source, 'gu')

/** The text without its unsafe characters. */
export function withoutUnsafeCharacters(text: string): string {
  return text.replace(everyUnsafeCharacter, '')
}
