import { hiddenCharacterPattern } from './stream-file.gen.ts'

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
