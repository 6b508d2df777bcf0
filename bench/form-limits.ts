// `npm run bench:form-limits`: the median time of what the report dialog and the setlist form
// compute from the largest drafts their limits allow (src/shared/fan-issues/fields/field-limits.ts), for the
// inputs that once overflowed the stack or froze the page, and the shapes that are worst for the
// parser. The forms must answer within a second on a phone about four times slower than this
// machine, so each figure should stay under 250 ms here. Not a test: it prints figures.
import { join } from 'node:path'
import { createServer } from 'vite'

import type * as ReportIssue from '#src/features/songs/report/report-issue.ts'
import type * as Catalog from '#src/i18n/catalog.ts'
import { fieldLimits } from '#src/shared/fan-issues/fields/field-limits.ts'
import { prepareStream } from '#src/shared/setlist/prepare-stream.ts'
import { setlistBlock } from '#src/shared/setlist/setlist-block.ts'
import { buildSongModel } from '#src/shared/song-model/song-model.ts'
import { testStreams } from '#tests/support/test-streams.ts'
import { runWhenCalled } from '#tools/lib/cli.ts'

import { measure } from './timing.ts'

const runs = 15
const streamUrl = 'https://youtu.be/pepe250816a'

/** Lines made by `line` until the text is exactly `length` characters long. */
function filled(length: number, line: (index: number) => string): string {
  let text = ''
  for (let i = 0; text.length < length; i++) text += `${line(i)}\n`
  return text.slice(0, length)
}

const clock = (seconds: number) =>
  `${Math.floor(seconds / 3600)}:${String(Math.floor(seconds / 60) % 60).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`

const { comment: commentLimit, note: noteLimit } = fieldLimits
const comments: [string, string][] = [
  ['row 5: short lines of backticks', filled(commentLimit, (i) => '`'.repeat((i % 3) + 1))],
  ['row 6: lines without a time', filled(commentLimit, () => 'a')],
  ['the most songs: h:mm:ss title / artist', filled(commentLimit, (i) => `${clock(i)} a / b`)],
  [
    'ranges: start ~ end title / artist',
    filled(commentLimit, (i) => `${clock(2 * i)} ~ ${clock(2 * i + 1)} a / b`),
  ],
  ['one line: a run of spaces', `0:01 t${' '.repeat(commentLimit - 8)}(x`],
  ['one line: thousands of notes', `0:01 t / a${'(x)'.repeat((commentLimit - 10) / 3)}`],
]

export async function main(): Promise<number> {
  console.log(`median of ${runs} runs after 20 to warm up, Node ${process.version}`)
  const rows = comments.map(([input, comment]) => {
    const submission = { date: '2025/8/16', streamName: 'bench', url: streamUrl, request: false }
    const prepare = () => prepareStream({ ...submission, comment, known: [] })
    const { songs, skipped } = prepare()
    return {
      input,
      characters: comment.length,
      lines: comment.split('\n').length,
      songs: songs.length,
      skipped: skipped.length,
      'check ms': Number(measure(prepare, runs).toFixed(1)),
      'issue block ms': Number(
        measure(() => setlistBlock({ ...submission, comment }), runs).toFixed(2),
      ),
    }
  })
  console.table(rows)

  // The report's text is worded through Lingui's macros: it loads through the site's config.
  const server = await createServer({
    configFile: join(import.meta.dirname, '..', 'vite.config.ts'),
    logLevel: 'silent',
    server: { middlewareMode: true, hmr: false, ws: false },
  })
  const catalog = (await server.ssrLoadModule('/src/i18n/catalog.ts')) as typeof Catalog
  const report = (await server.ssrLoadModule(
    '/src/features/songs/report/report-issue.ts',
  )) as typeof ReportIssue
  await catalog.activateLocale('ja', ['report'])
  await server.close()
  const stream = buildSongModel(testStreams).streams[0]!
  const target = { kind: 'stream' as const, stream }
  const note = filled(noteLimit, () => 'a')
  const issue = () => report.reportIssue(target, report.reportRecord(target, 'other', {}, note))
  console.log(
    `row 4: a report whose note is ${noteLimit} characters of one-letter lines: ${measure(issue, runs).toFixed(2)} ms median`,
  )
  return 0
}

runWhenCalled(import.meta.url, main)
