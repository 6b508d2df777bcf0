import { hiddenCharacterPattern } from '#src/shared/song-model/schema-types/stream-file.gen.ts'

// The stream schema's definition is the one list (generated from it into stream-file.gen.ts): the
// data checks, the forms, setlist:add and every tool's terminal output refuse, remove or escape
// the same characters.

/**
 * A character no text of the site may hold: a control, bidirectional or zero-width character, or
 * half of a surrogate pair. Each hides, reorders or breaks what is shown around it.
 */
export const hiddenCharacter = new RegExp(hiddenCharacterPattern, 'u')

/** Every such character in a text, for `replace`. */
export const hiddenCharacters = new RegExp(hiddenCharacterPattern, 'gu')

/** How the checks name a character: `U+202E`. */
export const codePointName = (char: string) =>
  `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`

/**
 * Whether a hidden character is a zero-width one (U+200B-U+200D, U+2060-U+2064, U+FEFF): it only
 * hides, so the tools remove it where they refuse the others, which reorder or break the text.
 */
export const isZeroWidth = (char: string) => /^[\u200b-\u200d\u2060-\u2064\ufeff]$/u.test(char)

/**
 * Whether a refused character is a noncharacter (U+FDD0-U+FDEF, U+FFFE and U+FFFF of every plane):
 * not invisible, but Unicode keeps it out of interchanged text and XML refuses it, so a feed
 * holding one fails a strict reader. The checks name it as what it is.
 */
export const isNoncharacter = (char: string) => /^\p{Noncharacter_Code_Point}$/u.test(char)

/** How the checks say what a noncharacter is. */
export const noncharacterName =
  'a noncharacter no text may hold (U+FDD0-U+FDEF, U+FFFE and U+FFFF of every plane)'
