import streamSchema from '../../../schemas/stream.schema.json' with { type: 'json' }

// The stream schema's definition is the one list: the data checks, the setlist form, setlist:add
// and every tool's terminal output refuse or escape the same characters.
const { pattern } = streamSchema.$defs.hiddenCharacter

/**
 * A character no text of the site may hold: a control, bidirectional or zero-width character, or
 * half of a surrogate pair. Each hides, reorders or breaks what is shown around it.
 */
export const hiddenCharacter = new RegExp(pattern, 'u')

/** Every such character in a text, for `replace`. */
export const hiddenCharacters = new RegExp(pattern, 'gu')

/** How the checks name a character: `U+202E`. */
export const codePointName = (char: string) =>
  `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`
