// Netlify's CSV export of a form's submissions (Forms, the form, "Download as CSV"): a header row
// naming each column, then one row per submission, cells quoted when they hold commas or line
// breaks, as RFC 4180 writes them. Only the form's own fields are read, `title` and `body` (the
// text a GitHub issue would carry), found by their header, so Netlify's other columns (its id,
// the time) may come in any order.
import { readDelimited } from '#tools/data-import/delimited-text.ts'
import { sheetText } from '#tools/data-import/sheet-text.ts'

export interface Submission {
  /** The row's number among the submissions, from 1, as the export lists them. */
  row: number
  title: string
  body: string
}

/** Every submission of the export, or why it cannot be read. Never throws. */
export function readSubmissions(bytes: Buffer): { submissions: Submission[] } | { error: string } {
  const decoded = sheetText(bytes)
  if ('badLine' in decoded)
    return { error: `line ${decoded.badLine} is not valid UTF-8; is it Netlify's CSV export?` }
  const [header, ...rows] = readDelimited(decoded.text, ',').filter((row) =>
    row.cells.some((cell) => cell !== ''),
  )
  const column = (name: string) =>
    header?.cells.findIndex((cell) => cell.trim().toLowerCase() === name) ?? -1
  const title = column('title')
  const body = column('body')
  if (title < 0 || body < 0)
    return { error: 'no "title" and "body" columns: is it the export of the site\'s form?' }
  const broken = rows.find((row) => row.problem)
  if (broken) return { error: `line ${broken.line}: ${broken.problem}` }
  return {
    submissions: rows.map((row, index) => ({
      row: index + 1,
      title: row.cells[title] ?? '',
      body: row.cells[body] ?? '',
    })),
  }
}

/** The submission `row` names, or the only one; else why none can be chosen, listing them. */
export function pickSubmission(
  submissions: readonly Submission[],
  row: string | undefined,
): Submission | { error: string } {
  if (row === undefined) {
    if (submissions.length === 1) return submissions[0]!
    const list = submissions.map((s) => `  ${s.row}: ${s.title}`).join('\n')
    return {
      error:
        submissions.length === 0
          ? 'the export holds no submission'
          : `the export holds ${submissions.length} submissions; choose one with --row:\n${list}`,
    }
  }
  const chosen = /^\d+$/.test(row) ? submissions[Number(row) - 1] : undefined
  return chosen ?? { error: `--row ${row}: the export has rows 1 to ${submissions.length}` }
}
