// `npm run readings:suggest`: asks VocaDB and MusicBrainz how the catalogue's Japanese titles and
// artists without a written reading are read, prints what they propose beside the build's own
// reading, and with --apply writes the proposals both services agree on into songs.json. Maintainer
// time only: the build and the browser never ask them, and a pull request shows what they said.
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'

import { readCatalogue } from '#build-src/archive-files/song-catalogue.ts'
import { displayPath } from '#build-src/archive-files/stream-files.ts'
import { contentDir } from '#build-src/content-dir.ts'
import { createKanaReader } from '#build-src/search-keys/kana-reading.ts'

import { readingLines } from './add-streams/print-readings.ts'
import { printable, readOptions, runWhenCalled, userPath } from './lib/cli.ts'
import { type FileWrite, writeFilesAtomically } from './lib/write-files.ts'
import {
  agreedChanges,
  catalogueTextWithChanges,
  changeCount,
  type LookedUp,
} from './readings-lookup/catalogue-changes.ts'
import { lookUp, readingServices } from './readings-lookup/look-up.ts'
import { lookupCacheFile, readLookupCache } from './readings-lookup/lookup-cache.ts'
import { chineseLines, lookedUpLines, outcomeLines } from './readings-lookup/print-proposals.ts'
import type { Clock } from './readings-lookup/request-spacing.ts'
import { textsToAsk } from './readings-lookup/texts-to-ask.ts'
import { contactVariable, thisApplication } from './readings-lookup/user-agent.ts'

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

/** What a test replaces: the analyser, the services' clock and the environment. */
export interface SuggestDependencies {
  read?: (text: string) => Promise<string>
  clock?: Clock
  env?: Record<string, string | undefined>
}

/** On a terminal, how far the run is: at one request a second, a long catalogue takes minutes. */
function progress(done: number, all: number) {
  if (!process.stderr.isTTY) return
  process.stderr.write(
    done < all ? `\rAsking VocaDB and MusicBrainz: ${done} of ${all}` : '\r\x1b[K',
  )
}

export async function main(
  args: string[],
  dependencies: SuggestDependencies = {},
): Promise<number> {
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
  const texts = [
    ...asked.titles.map((text) => ({ kind: 'title' as const, text })),
    ...asked.names.map((text) => ({ kind: 'artist' as const, text })),
  ]
  if (texts.length === 0) {
    console.log('Every Japanese title and artist with kanji has a written reading: nothing to ask.')
    return 0
  }
  const cacheFile = lookupCacheFile(content)
  const cache = readLookupCache(cacheFile)
  if ('error' in cache) {
    console.error(`error: ${printable(cache.error)}`)
    return 1
  }
  const { services, failures } = readingServices(
    thisApplication(dependencies.env),
    cache,
    dependencies.clock,
  )
  const read = dependencies.read ?? (await createKanaReader())
  const lookedUp: LookedUp[] = []
  for (const { kind, text } of texts) {
    progress(lookedUp.length, texts.length)
    lookedUp.push(await lookUp(kind, text, services, read))
  }
  progress(texts.length, texts.length)

  const failed = failures()
  if (
    failed.length === services.length &&
    lookedUp.every((entry) => entry.proposals.length === 0) &&
    !cache.changed()
  ) {
    console.log(
      printable(`No readings looked up: ${failed.join('; ')}. ${displayPath(file)} is as it was.`),
    )
    return 0
  }
  for (const failure of failed)
    console.log(printable(`${failure}; not asked again in this run, so its proposals are missing.`))
  for (const [kind, heading] of [
    ['title', 'Titles'],
    ['artist', 'Artists'],
  ] as const) {
    const entries = lookedUp.filter((entry) => entry.kind === kind)
    if (entries.length === 0) continue
    console.log(
      `${heading} with no written reading, the build's reading and what the services propose:`,
    )
    for (const line of lookedUpLines(entries, values.verbose)) console.log(printable(line))
  }
  for (const line of chineseLines(asked.chinese)) console.log(line)

  const changes = agreedChanges(catalogue, lookedUp, asked.credits)
  const counts = changeCount(catalogue, changes)
  const changing = counts.readings + counts.aliases + counts.artists > 0
  const writes: FileWrite[] = []
  if (cache.changed()) writes.push({ path: cacheFile, text: cache.text() })
  if (values.apply && changing)
    writes.push({ path: file, text: catalogueTextWithChanges(readFileSync(file, 'utf8'), changes) })
  writeFilesAtomically(writes)
  const outcome = outcomeLines({
    counts,
    applied: values.apply,
    catalogueFile: displayPath(file),
    forAPerson: lookedUp.filter((entry) => entry.proposals.some((p) => p.status === 'for-a-person'))
      .length,
    ...(cache.changed() ? { cacheFile: displayPath(cacheFile) } : {}),
  })
  for (const line of outcome) console.log(printable(line))
  return 0
}

runWhenCalled(import.meta.url, (args) => main(args))
