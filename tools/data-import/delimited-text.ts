// A CSV or TSV reader after RFC 4180, as spreadsheets write it: cells in double quotes may hold the
// delimiter, line breaks and "" for a quote; records end with CRLF, LF or CR. Written here because
// the job is a page of code and a package would need reviewing for every spreadsheet quirk anyway.

export interface TextRow {
  /** The file's physical line the row starts on (from 1; a line break inside quotes counts). */
  line: number
  cells: string[]
  /** Why the row cannot be trusted as read, if it cannot. */
  problem?: string
}

/** Every record of `text` (without a byte order mark), blank ones included. Never throws. */
export function readDelimited(text: string, delimiter: ',' | '\t'): TextRow[] {
  const rows: TextRow[] = []
  let line = 1
  let row: TextRow = { line, cells: [] }
  let cell = ''
  let i = 0
  /** Where the current record starts in the text. */
  let rowStart = 0
  const endCell = () => {
    row.cells.push(cell)
    cell = ''
  }
  const endRow = () => {
    endCell()
    rows.push(row)
    row = { line, cells: [] }
  }
  /** Moves past a line break at `i` (CRLF is one), counting it. */
  const skipBreak = () => {
    i += text[i] === '\r' && text[i + 1] === '\n' ? 2 : 1
    line++
  }
  while (i < text.length) {
    const char = text[i]!
    if (char === '"' && cell === '') {
      const opened = line
      i++
      for (;;) {
        if (i >= text.length) {
          row.problem = `the quote opened on line ${opened} is never closed`
          break
        }
        if (text[i] === '"') {
          if (text[i + 1] !== '"') {
            i++
            break
          }
          cell += '"'
          i += 2
        } else if (text[i] === '\r' || text[i] === '\n') {
          cell += '\n'
          skipBreak()
        } else {
          cell += text[i++]
        }
      }
      const next = text[i]
      if (next !== undefined && next !== delimiter && next !== '\r' && next !== '\n')
        row.problem ??= 'text after a closing quote (a quote inside a quoted cell is written "")'
    } else if (char === delimiter) {
      endCell()
      i++
    } else if (char === '\r' || char === '\n') {
      skipBreak()
      endRow()
      rowStart = i
    } else {
      cell += char
      i++
    }
  }
  // A last record without a line break after it.
  if (rowStart < text.length) endRow()
  return rows
}
