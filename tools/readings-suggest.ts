// `npm run readings:suggest`: asks VocaDB and MusicBrainz how the catalogue's Japanese titles and
// artists without a written reading are read, prints what they propose beside the build's own
// reading, and with --apply writes the proposals both services agree on into songs.json. Maintainer
// time only: the build and the browser never ask them, and a pull request shows what they said.
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'

import { readCatalogue } from '#build-src/archive-files/song-catalogue.ts'
import { displayPath } from '#build-src/archive-files/stream-files.ts'
import { contentDir } from '#build-src/content-dir.ts'

import { readingLines } from './add-streams/print-readings.ts'
import { printable, readOptions, runWhenCalled, userPath } from './lib/cli.ts'
import { type FileWrite, writeFilesAtomically } from './lib/write-files.ts'
import {
  catalogueTextWithChanges,
  changeCount,
  checkedChanges,
} from './readings-lookup/catalogue-changes.ts'
import {
  chineseLines,
  forAPersonCount,
  outcomeLines,
  refusedLines,
  runLines,
} from './readings-lookup/print-proposals.ts'
import { type LookupDependencies, runLookups } from './readings-lookup/run-lookups.ts'
import { lookupTexts, textsToAsk } from './readings-lookup/texts-to-ask.ts'
import { contactVariable } from './readings-lookup/user-agent.ts'

const usage = `usage: npm run readings:suggest -- [--apply] [--no-lookup] [--verbose] [--content <content folder>]
Asks VocaDB and MusicBrainz (one request a second each) how the catalogue's Japanese titles and
artists with no written reading are read, and prints what they propose beside the build's reading.
--apply writes the proposals both services agree on into songs.json. Answers are kept in
<content>/reading-lookups.json, so a text is asked once. MusicBrainz is asked only with a contact:
${contactVariable}=<your e-mail or the content repository's URL>. The lists show their first
${readingLines} texts; --verbose prints them all.`

const options = {
  apply: { type: 'boolean', default: false },
  'no-lookup': { type: 'boolean', default: false },
  verbose: { type: 'boolean', default: false },
  content: { type: 'string' },
} as const

const readArgs = (args: string[]) => parseArgs({ args, options, strict: true }).values

export async function main(args: string[], dependencies: LookupDependencies = {}): Promise<number> {
  const values = readOptions(readArgs, args, usage)
  if (values === null) return 2
  const content = values.content ? userPath(values.content) : contentDir()
  const { catalogue, file, problems } = readCatalogue(content)
  if (problems.length > 0) {
    console.error('error: the catalogue has problems; fix them first (npm run data:check):')
    for (const problem of problems) console.error(`error:   ${printable(problem)}`)
    return 1
  }
  const asked = textsToAsk(catalogue)
  if (values['no-lookup']) {
    console.log(`Readings not looked up (--no-lookup): ${displayPath(file)} is as it was.`)
    return 0
  }
  const texts = lookupTexts(asked)
  if (texts.length === 0) {
    console.log('Every Japanese title and artist with kanji has a written reading: nothing to ask.')
    return 0
  }
  const run = await runLookups(content, texts, dependencies)
  if ('error' in run) {
    console.error(`error: ${run.error}`)
    return 1
  }
  if (run.nothing) {
    console.log(
      printable(
        `No readings looked up: ${run.failed.join('; ')}. ${displayPath(file)} is as it was.`,
      ),
    )
    return 0
  }
  const { lookedUp } = run
  const { changes, refused } = checkedChanges(catalogue, lookedUp, asked.credits)
  const lines = runLines(
    run,
    values.verbose,
    (kind) => `${kind} with no written reading, the build's reading and what the services propose:`,
  )
  for (const line of [...lines, ...refusedLines(refused, values.verbose)])
    console.log(printable(line))
  for (const line of chineseLines(asked.chinese)) console.log(line)

  const counts = changeCount(catalogue, changes)
  const changing = counts.readings + counts.aliases + counts.artists + counts.proposed > 0
  const writes: FileWrite[] = [...run.cacheWrite]
  if (values.apply && changing)
    writes.push({
      path: file,
      text: await catalogueTextWithChanges(readFileSync(file, 'utf8'), changes),
    })
  writeFilesAtomically(writes)
  const outcome = outcomeLines({
    counts,
    applied: values.apply,
    flag: '--apply',
    catalogueFile: displayPath(file),
    forAPerson: forAPersonCount(lookedUp),
    ...(run.cacheWrite.length > 0 ? { cacheFile: displayPath(run.cacheFile) } : {}),
  })
  for (const line of outcome) console.log(printable(line))
  return 0
}

runWhenCalled(import.meta.url, (args) => main(args))
