// One cell's value in the data's own form, from the ways spreadsheets export it.
import { commentTimeSeconds } from '#src/shared/setlist/comment-time.ts'
import { removalNotice, removeZeroWidth } from '#src/shared/song-model/text/zero-width.ts'
import { parseStreamDate } from '#src/shared/song-model/time/stream-date.ts'

import type { TextRow } from './delimited-text.ts'

/** Full-width digits, colons, slashes and letters (１：０２, ２０２５／８／４) as ASCII. */
const halfWidth = (cell: string) => cell.normalize('NFKC').trim()

// Spreadsheets count days from 1899-12-30 (Excel's, Google Sheets' and LibreOffice's epoch).
const serialEpoch = Date.UTC(1899, 11, 30)
const dayMs = 24 * 60 * 60 * 1000

/**
 * A date cell (`2025/8/4`, `2025-08-04`, or a spreadsheet's serial day number such as 45873) as
 * the stream files write it, `YYYY/M/D`; null when it is none or not a real day.
 */
export function readDateCell(cell: string): string | null {
  const text = halfWidth(cell)
  // Five digits are 1927 to 2173: a year or a day of the month alone is never taken for a serial.
  const serial = /^(\d{5})(?:\.\d+)?$/.exec(text)
  if (serial) {
    const day = new Date(serialEpoch + Number(serial[1]) * dayMs)
    return `${day.getUTCFullYear()}/${day.getUTCMonth() + 1}/${day.getUTCDate()}`
  }
  const parts = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/.exec(text)
  if (!parts) return null
  const date = `${parts[1]}/${Number(parts[2])}/${Number(parts[3])}`
  return parseStreamDate(date) ? date : null
}

/** A time cell (`1:02:03`, `62:03`, `３：０５`, or plain seconds such as `3723`) in seconds, or null. */
export function readTimeCell(cell: string): number | null {
  const text = halfWidth(cell)
  if (/^\d+$/.test(text)) return Number(text)
  return commentTimeSeconds(text)
}

// What fan groups write for a song-request stream, compared by halfWidth and in lower case.
const requestWords = new Set(['request', 'requests', 'リクエスト', 'リク', '點歌', '点歌'])

/** A type cell: a song-request stream, or (anything else, blank included) a general one. */
export function isRequestCell(cell: string): boolean {
  return requestWords.has(halfWidth(cell).toLowerCase())
}

/** A column as spreadsheets name it: A to Z, then AA. */
const columnName = (index: number): string =>
  (index >= 26 ? columnName(Math.floor(index / 26) - 1) : '') +
  String.fromCharCode(65 + (index % 26))

/**
 * Every cell without its zero-width characters, which a title copied from YouTube or a web page
 * brings along unseen, and a notice for each cell that held one, naming its line and column.
 */
export function removeZeroWidthCells(table: readonly TextRow[]): {
  table: TextRow[]
  notices: string[]
} {
  const notices: string[] = []
  const mended = table.map((row) => ({
    ...row,
    cells: row.cells.map((cell, index) => {
      const { text, removed } = removeZeroWidth(cell)
      if (removed.length > 0)
        notices.push(`line ${row.line}, column ${columnName(index)}: ${removalNotice(removed)}`)
      return text
    }),
  }))
  return { table: mended, notices }
}
