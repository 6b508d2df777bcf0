// What data:import prints: a sheet of thousands of rows gives lists of thousands of lines, so each
// list shows its first few (all of them with --verbose) and the run ends with the counts.
import type { Outcome } from './import-writes.ts'
import type { RowProblem } from './sheet-rows.ts'

/** How many lines of each list a run prints without --verbose. */
export const shownLines = 5

const number = (n: number) => n.toLocaleString('en')
export const rowsText = (n: number) => `${number(n)} ${n === 1 ? 'row' : 'rows'}`

export const problemLine = (problem: RowProblem) => `line ${problem.line}: ${problem.message}`

/**
 * The first `limit` refused rows: the line after them still names every other row by its line,
 * so no row of the sheet goes unnamed. One row over the limit is printed rather than counted.
 */
export function refusedLines(problems: readonly RowProblem[], limit: number): string[] {
  const shown = problems.slice(0, limit)
  const named = new Set(shown.map((problem) => problem.line))
  const rest = [...new Set(problems.map((problem) => problem.line))].filter((l) => !named.has(l))
  if (rest.length <= 1) return problems.map(problemLine)
  return [
    ...shown.map(problemLine),
    `… and ${number(rest.length)} more rows, on lines ${rest.join(', ')} (--verbose gives each its reason)`,
  ]
}

/** A message without its row's own values (quoted cells, times, ids, lines), to group rows by. */
const reasonKey = (message: string) =>
  message.replace(/"[^"]*"/g, '"…"').replace(/[^\s(),;:]*\d[^\s(),;:]*/g, '…')

/** The distinct rows of the problems. */
export const rowCount = (problems: readonly RowProblem[]) =>
  new Set(problems.map((problem) => problem.line)).size

/** One line per reason, the commonest first: how many rows, and the first one's problem. */
export function reasonLines(problems: readonly RowProblem[]): string[] {
  const byReason = new Map<string, { lines: Set<number>; first: RowProblem }>()
  for (const problem of problems) {
    const key = reasonKey(problem.message)
    const reason = byReason.get(key) ?? { lines: new Set(), first: problem }
    reason.lines.add(problem.line)
    byReason.set(key, reason)
  }
  return [...byReason.values()]
    .sort((a, b) => b.lines.size - a.lines.size || a.first.line - b.first.line)
    .map(({ lines, first }) => `${rowsText(lines.size)} like line ${first.line}: ${first.message}`)
}

export interface ImportCounts {
  /** The sheet's rows that are performances, read or not. */
  sheetRows: number
  outcomes: readonly Outcome[]
  /** Rows in the sheet's streams, whether the archive has those streams already or not. */
  performances: number
  newSongs: number
  newArtists: number
  /** Lines whose end ran into the next song, and lines whose title took the catalogue's spelling. */
  clamped: ReadonlySet<number>
  respelled: ReadonlySet<number>
  /** Lines warned about, and not mended. */
  warned: ReadonlySet<number>
  refused: readonly RowProblem[]
  /** Titles of the archive credited to several artists the site counts apart, listed last. */
  spelledTitles: number
}

const outcomeWords: Record<Outcome['kind'], string> = {
  added: 'added',
  'already-there': 'already there',
  replaced: 'replaced',
  unchanged: 'unchanged',
}

/** The counts a run ends with, the same for a dry run and a real one. */
export function summaryLines(counts: ImportCounts): string[] {
  const kinds = Object.keys(outcomeWords) as Outcome['kind'][]
  const streams = kinds.flatMap((kind) => {
    const n = counts.outcomes.filter((outcome) => outcome.kind === kind).length
    return n > 0 ? [`${number(n)} ${outcomeWords[kind]}`] : []
  })
  const mended = new Set([...counts.clamped, ...counts.respelled])
  const refused = rowCount(counts.refused)
  return [
    `Summary of the sheet's ${rowsText(counts.sheetRows)}:`,
    `  streams: ${streams.join(', ') || 'none'}`,
    `  performances: ${number(counts.performances)}`,
    `  new songs: ${number(counts.newSongs)}`,
    `  new artists: ${number(counts.newArtists)}`,
    `  rows mended: ${number(mended.size)} (end time clamped: ${number(counts.clamped.size)}, title spelt as the catalogue spells it: ${number(counts.respelled.size)})`,
    `  rows with a warning: ${number(counts.warned.size)}`,
    `  rows refused and left out: ${number(refused)}`,
    ...reasonLines(counts.refused).map((line) => `    ${line}`),
    ...(counts.spelledTitles === 0
      ? []
      : [`  titles credited to several artists: ${number(counts.spelledTitles)} (listed last)`]),
  ]
}
