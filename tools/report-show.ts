// `npm run report:show`: lists the reports fans sent through the site's own form (Netlify Forms),
// from Netlify's CSV export of the report form: each with the stream file and song index it names,
// what is wrong and the correction, so the maintainer sees at once which to apply. See
// docs/maintaining.md.
import { parseArgs } from 'node:util'

import { type ReadRecord, readReportBlock } from '#src/shared/fan-issues/report-block.ts'

import { readBounded } from './add-streams/comment-input.ts'
import { MAX_SHEET_BYTES } from './data-import/sheet-text.ts'
import { printable, readOptions, runWhenCalled, userPath } from './lib/cli.ts'
import { readSubmissions } from './lib/netlify-submissions.ts'

const usage = `usage: npm run report:show -- --submission <export.csv>
Lists the reports of Netlify's CSV export of the report form (Forms, report, Download as CSV).`

const options = { submission: { type: 'string' } } as const

function readArgs(args: string[]) {
  const { values } = parseArgs({ args, options, strict: true })
  if (values.submission === undefined) throw new Error('--submission: the export to read')
  return { submission: values.submission }
}

/** One line: where the report points, what is wrong, and what it asks for. */
export function reportLine(record: ReadRecord): string {
  const place =
    record.songIndex === undefined ? record.file : `${record.file} songList[${record.songIndex}]`
  const asked = Object.entries(record.correction).map(([field, value]) => `${field} → ${value}`)
  return [place, record.problem, ...asked].join('  ')
}

export async function main(args: string[]): Promise<number> {
  const values = readOptions(readArgs, args, usage)
  if (!values) return 2
  const file = values.submission
  const bytes = readBounded(userPath(file), MAX_SHEET_BYTES)
  if (!bytes) {
    console.error(`error: ${printable(file)} is over ${MAX_SHEET_BYTES / 1024 / 1024} MB`)
    return 1
  }
  const read = readSubmissions(bytes)
  if ('error' in read) {
    console.error(`error: ${printable(`${file}: ${read.error}`)}`)
    return 1
  }
  for (const { row, body } of read.submissions) {
    const report = readReportBlock(body)
    // Fans' text: escape bytes in it must not drive the terminal.
    const line = 'error' in report ? `not a report: ${report.error}` : reportLine(report.record)
    console.log(`${row}: ${printable(line)}`)
  }
  console.log(
    `${read.submissions.length} reports. To apply one, save its body (the "body" cell) as a file ` +
      'and run: npm run report:apply -- --issue --file <file>',
  )
  return 0
}

runWhenCalled(import.meta.url, main)
