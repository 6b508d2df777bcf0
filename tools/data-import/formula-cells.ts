// A sheet saved with its formulas rather than their values holds `=HYPERLINK("…","…")` or `=B2`
// where a title or a time should be: imported as text, it would become a song called so.

/**
 * A formula: `=` then a function call (`=HYPERLINK(`, `=TIME(`) or a cell reference (`=B2`,
 * `=$B$2+1`). An artist such as `=LOVE` is neither; a cell starting with `+`, `-` or `@` is
 * read as text, since titles such as `-ERROR-` or `+1` are real.
 */
const formula = /^=\s*(?:[A-Za-z_][\w.]*\s*\(|\$?[A-Za-z]{1,3}\$?\d+(?![\w(]))/

const quoted = '"((?:[^"]|"")*)"'
// Google Sheets and Excel separate arguments with a comma, LibreOffice with a semicolon.
const hyperlink = new RegExp(
  `^=\\s*HYPERLINK\\s*\\(\\s*${quoted}\\s*(?:[,;]\\s*${quoted}\\s*)?\\)$`,
  'i',
)

const unquote = (text: string) => text.replaceAll('""', '"')

/**
 * What a cell shows: the cell itself, or for `=HYPERLINK("url","text")` its link in the url
 * column and its text in any other (what the sheet showed, and what an export of values holds).
 * Null for any other formula: its value is not in the file.
 */
export function shownValue(cell: string, isLinkColumn: boolean): string | null {
  if (!formula.test(cell)) return cell
  const link = hyperlink.exec(cell)
  if (!link) return null
  const [, url = '', text] = link
  if (isLinkColumn) return unquote(url)
  return text === undefined ? null : unquote(text)
}
