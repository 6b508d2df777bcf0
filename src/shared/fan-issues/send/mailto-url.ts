import { encodeQueryValue } from './issue-url.ts'

/**
 * The longest mailto link the site hands out. Chrome on Windows and Outlook stop opening mailto
 * links at about 2,000 characters (Internet Explorer at 2,083); 1,800 leaves room.
 */
export const MAX_MAILTO_LENGTH = 1800

/**
 * An address a mailto link can carry unencoded (the content check refuses any other): letters,
 * digits, `.`, `_`, `+` and `-`, then a domain of two labels or more.
 */
export const emailAddress =
  /^[A-Za-z0-9._+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/

// RFC 6068: a line break in a mailto body is written CRLF.
const encode = (text: string) => encodeQueryValue(text.replace(/\r\n?|\n/g, '\r\n'))

/** The longest start of `text` whose encoding takes at most `budget` characters. */
function fit(text: string, budget: number): string {
  let kept = ''
  let left = budget
  for (const char of text) {
    left -= encode(char).length
    if (left < 0) break
    kept += char
  }
  return kept
}

/**
 * A link that opens the fan's mail program with the subject and body filled in, at most
 * MAX_MAILTO_LENGTH long. A longer body is cut at a line break and ends with `cutNote` (which
 * tells the fan to paste the whole text instead); a subject takes at most a third of the room.
 */
export function mailtoLink(
  address: string,
  subject: string,
  body: string,
  cutNote: string,
): { url: string; shortened: boolean } {
  const link = (s: string, b: string) => `mailto:${address}?subject=${encode(s)}&body=${encode(b)}`
  const room = MAX_MAILTO_LENGTH / 3
  const title =
    encode(subject).length > room ? `${fit(subject, room - encode('…').length)}…` : subject
  const whole = link(title, body)
  if (whole.length <= MAX_MAILTO_LENGTH) return { url: whole, shortened: false }
  const tail = `\n\n${cutNote}`
  const kept = fit(body, MAX_MAILTO_LENGTH - link(title, tail).length)
  const line = kept.lastIndexOf('\n')
  return { url: link(title, `${line > 0 ? kept.slice(0, line) : kept}${tail}`), shortened: true }
}
