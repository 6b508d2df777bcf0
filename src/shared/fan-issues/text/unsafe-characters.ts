import { hiddenCharacterPattern } from '#src/shared/song-model/schema-types/stream-file.gen.ts'

/**
 * What a fan's text in a form keeps none of: the characters no text of the site may hold
 * (`$defs.hiddenCharacter` of the stream schema: controls, bidirectional and zero-width marks,
 * half of a surrogate pair), except the tab and line breaks a many-line field is written with.
 * The pattern is grouped: it is an alternation, and the lookahead is for every branch of it.
 */
export const unsafeCharacters = new RegExp(`(?![\\t\\n\\r])(?:${hiddenCharacterPattern})`, 'u')

const everyUnsafeCharacter = new RegExp(unsafeCharacters.source, 'gu')

/** The text without its unsafe characters. */
export function withoutUnsafeCharacters(text: string): string {
  return text.replace(everyUnsafeCharacter, '')
}
