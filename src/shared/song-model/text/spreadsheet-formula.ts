// What the importers refuse as a formula rather than read as a title. The site's CSV export writes
// every text that begins with a formula sign as text whatever it holds; this is the other half:
// a text that a spreadsheet computes from something outside it has no value of its own to import.

const formulaSign = /^[=+\-@]/

const reachesOut = new RegExp(
  [
    // A function call: `=HYPERLINK(`, `= TIME (`, `=1+SUM(`, `@SUM(`.
    /^=\s*[A-Za-z_][\w.]*\s*\(/.source,
    /[A-Za-z_][\w.]*\(/.source,
    // A DDE link, which runs a program: `=cmd|' /C calc'!A0`.
    /\|/.source,
    // A cell reference, first or after an operator or a sheet's name: `=B2`, `=$B$2+1`, `=Sheet1!A1`.
    /(?:^[=+\-@]|[-+*/^&=<>,;:(!])\s*\$?[A-Za-z]{1,3}\$?\d+(?![\w(])/.source,
  ].join('|'),
)

/**
 * Whether a spreadsheet would compute `text` from outside it: it begins with `=`, `+`, `-` or `@`
 * (the tab and carriage return OWASP also lists never begin a trimmed text) and calls a function,
 * refers to a cell or links to a program. A sign before a plain name or number (`=LOVE`,
 * `-ERROR-`, `+1`, `@home`, `=(イコール)`) is a title as fans write it, kept as text.
 */
export function isSpreadsheetFormula(text: string): boolean {
  return formulaSign.test(text) && reachesOut.test(text)
}
