/** The width a text takes in a font, as the canvas measures it. */
export type MeasureText = (text: string, font: string) => number

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' })
// A CJK character may start a line anywhere; a run of other letters breaks only at a space.
const pieces =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]|\s+|[^\s\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu

const split = (text: string) => Array.from(graphemes.segment(text), (s) => s.segment)

/** The longest start of `text` that fits `width` with an ellipsis after it, and the ellipsis. */
function cut(text: string, width: number, font: string, measure: MeasureText): string {
  const parts = split(text.trimEnd())
  while (parts.length > 0 && measure(`${parts.join('')}…`, font) > width) parts.pop()
  return `${parts.join('').trimEnd()}…`
}

/**
 * `text` in at most `maxLines` lines of at most `width`: broken between CJK characters or at
 * spaces (a word longer than a line between its graphemes), the last line cut with an ellipsis
 * when the text does not fit. An emoji or an accented letter is never split.
 */
export function fitLines(
  text: string,
  width: number,
  maxLines: number,
  font: string,
  measure: MeasureText,
): string[] {
  const lines: string[] = []
  let line = ''
  const push = () => {
    lines.push(line.trimEnd())
    line = ''
  }
  for (const piece of text.match(pieces) ?? []) {
    if (line === '' && /^\s+$/.test(piece)) continue
    if (measure(line + piece, font) <= width) {
      line += piece
      continue
    }
    if (line !== '' && measure(piece, font) <= width) {
      push()
      if (!/^\s+$/.test(piece)) line = piece
      continue
    }
    for (const grapheme of split(piece)) {
      if (line !== '' && measure(line + grapheme, font) > width) push()
      if (line !== '' || !/^\s$/.test(grapheme)) line += grapheme
    }
  }
  if (line !== '') push()
  if (lines.length <= maxLines) return lines
  return [...lines.slice(0, maxLines - 1), cut(lines[maxLines - 1] ?? '', width, font, measure)]
}
