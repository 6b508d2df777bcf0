import { textMaxLength } from '#src/shared/song-model/schema-types/stream-file.gen.ts'
import { codePointName, hiddenCharacter } from '#src/shared/song-model/text/hidden-characters.ts'

// What the tools keep of a video (in the fetch state, in a stream file) is checked first: an id or
// title the site could not hold would otherwise fail every later run that reads it back.

/** A YouTube video id, as the site's links hold it. */
const videoIdPattern = /^[A-Za-z0-9_-]{11}$/

/** A value as a message quotes it: JSON, cut short, so a huge one cannot flood the terminal. */
export function shortQuote(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))
  // Code points, not halves of a pair; from a short slice, as the text may be megabytes long.
  const head = [...text.slice(0, 80)].slice(0, 40).join('')
  return JSON.stringify(head.length < text.length ? `${head}…` : text)
}

/** Why `value` is no video id, or null when it is one. */
export function videoIdProblem(value: unknown): string | null {
  return typeof value === 'string' && videoIdPattern.test(value)
    ? null
    : `the video id ${shortQuote(value)} is not 11 characters of A-Z, a-z, 0-9, _ and -`
}

/**
 * Why `value` could not be a stream's name, or null: the rule of every text of the stream files
 * (`$defs.text`), which a stream named after the video must pass anyway.
 */
export function titleProblem(value: unknown): string | null {
  if (typeof value !== 'string') return `the title ${shortQuote(value)} is not text`
  // Counted in code points as the schema counts, on a slice long enough to tell.
  if ([...value.slice(0, 2 * textMaxLength + 1)].length > textMaxLength)
    return `the title ${shortQuote(value)} is longer than ${textMaxLength} characters`
  const hidden = hiddenCharacter.exec(value)?.[0]
  return hidden
    ? `the title ${shortQuote(value)} holds ${codePointName(hidden)}, a control, bidirectional or zero-width character`
    : null
}
