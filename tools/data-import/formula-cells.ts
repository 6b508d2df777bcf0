// A sheet saved with its formulas rather than their values holds `=HYPERLINK("…","…")` or `=B2`
// where a title or a time should be: imported as text, it would become a song called so. So does
// a hostile one (`=cmd|' /C calc'!A0`): what counts as a formula is isSpreadsheetFormula's rule.
import { isSpreadsheetFormula } from '#src/shared/song-model/text/spreadsheet-formula.ts'

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
  if (!isSpreadsheetFormula(cell)) return cell
  const link = hyperlink.exec(cell)
  if (!link) return null
  const [, url = '', text] = link
  if (isLinkColumn) return unquote(url)
  return text === undefined ? null : unquote(text)
}
