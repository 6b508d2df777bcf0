// `npm run archive:fetch`: finds the channel's new singing streams through the YouTube Data API
// (its uploads playlist, never search), reads each one's setlist from its comments or description
// as setlist:add reads a comment, and writes their stream files. See docs/data.md.
import { parseArgs } from 'node:util'

import { readSongData } from '#build-src/archive-files/read-song-data.ts'
import { catalogueFile } from '#build-src/archive-files/song-catalogue.ts'
import { displayPath } from '#build-src/archive-files/stream-files.ts'
import { contentDir } from '#build-src/content-dir.ts'
import {
  checkArchiveSettings,
  defaultTimeZone,
  loadArchiveSettings,
} from '#build-src/content-folder/archive-settings.ts'

import { newStreamFiles } from './add-streams/new-stream-files.ts'
import { printReadings, readingLines } from './add-streams/print-readings.ts'
import { formatRespelling } from './add-streams/same-song.ts'
import { dayIn } from './archive-fetch/days.ts'
import { fetchNewStreams, type FetchSettings } from './archive-fetch/fetch-streams.ts'
import { printOutcome } from './archive-fetch/print-outcome.ts'
import { readState, stateFile, stateWrites } from './archive-fetch/state.ts'
import { summaryMarkdown, unitsLine } from './archive-fetch/summary.ts'
import { printable, runWhenCalled, userPath } from './lib/cli.ts'
import { type FileWrite, writeFilesAtomically } from './lib/write-files.ts'
import { lookUpAdded } from './readings-lookup/added-lookups.ts'
import {
  lookupChoices,
  lookupOptions,
  lookupUsage,
  readingsSummary,
} from './readings-lookup/lookup-options.ts'
import type { LookupDependencies } from './readings-lookup/run-lookups.ts'
import { defaultApiBase, youTubeClient } from './youtube/api.ts'

const usage = `usage: npm run archive:fetch -- [--channel <channel id>] [--give-up-days 7]
         [--summary <file.md>] [--dry-run] [--verbose] [--no-lookup] [--apply-readings]
         [--content <content folder>]
Needs YOUTUBE_API_KEY; YOUTUBE_API_BASE replaces ${defaultApiBase}.
The lists of readings show their first ${readingLines} lines; --verbose prints every line.
${lookupUsage}`

const options = {
  channel: { type: 'string' },
  'give-up-days': { type: 'string', default: '7' },
  summary: { type: 'string' },
  'dry-run': { type: 'boolean', default: false },
  verbose: { type: 'boolean', default: false },
  ...lookupOptions,
  content: { type: 'string' },
} as const

/** What a test replaces: the environment, the clock, the wait before a retry, the lookups' own. */
export interface Surroundings extends LookupDependencies {
  env: Record<string, string | undefined>
  now: () => Date
  retryDelayMs?: number
}

const surroundings: Surroundings = { env: process.env, now: () => new Date() }

function readArgs(args: string[]) {
  const { values } = parseArgs({ args, options, strict: true })
  const giveUpDays = Number(values['give-up-days'])
  if (!/^\d+$/.test(values['give-up-days']) || giveUpDays < 1)
    throw new Error(`--give-up-days: ${values['give-up-days']} is not a whole number of days >= 1`)
  return { ...values, giveUpDays }
}

async function settingsOf(content: string, channel: string | undefined): Promise<FetchSettings> {
  const archive = await loadArchiveSettings(content)
  if (!archive)
    throw new Error(`${displayPath(content)}/site.ts has no archive settings (docs/content.md)`)
  const settings = { ...archive, ...(channel ? { channelId: channel } : {}) }
  const problem = checkArchiveSettings(settings)[0]
  if (problem)
    throw new Error(
      `${problem[0] === 'archive.channelId' && channel ? '--channel' : problem[0]}: ${problem[1]}`,
    )
  return { ...settings, timeZone: settings.timeZone ?? defaultTimeZone }
}

export async function main(args: string[], around: Surroundings = surroundings): Promise<number> {
  const key = around.env.YOUTUBE_API_KEY?.trim()
  if (!key) {
    console.error('error: YOUTUBE_API_KEY is not set: create an API key (docs/data.md)')
    return 2
  }
  let values: ReturnType<typeof readArgs>
  let settings: FetchSettings
  const content = (given: string | undefined) => (given ? userPath(given) : contentDir())
  try {
    values = readArgs(args)
    settings = await settingsOf(content(values.content), values.channel)
  } catch (error) {
    console.error(`error: ${printable((error as Error).message)}\n${usage}`)
    return 2
  }
  const folder = content(values.content)
  const { streams, catalogue, problems } = readSongData(folder)
  if (problems.length > 0) {
    console.error('error: the song data already has problems; fix them first (npm run data:check):')
    for (const problem of problems) console.error(`error:   ${problem}`)
    return 1
  }
  const { state, dropped } = readState(folder)
  for (const line of dropped)
    console.error(`warning: ${printable(`${displayPath(stateFile(folder))}: ${line}`)}`)
  const client = youTubeClient({
    key,
    base: around.env.YOUTUBE_API_BASE?.trim() || defaultApiBase,
    ...(around.retryDelayMs === undefined ? {} : { retryDelayMs: around.retryDelayMs }),
  })
  const outcome = await fetchNewStreams({
    client,
    settings,
    streams,
    state,
    today: dayIn(around.now(), settings.timeZone),
    giveUpDays: values.giveUpDays,
  })

  const { writes, streamFiles, added, respelled } = await newStreamFiles(
    folder,
    outcome.found.map((stream) => stream.entry),
    catalogue,
  )
  // The streams as written: in the catalogue's spelling, which the summary should say.
  const songsFile = displayPath(catalogueFile(folder))
  for (const change of respelled) {
    const found = outcome.found[change.stream]!
    found.remarks.push(formatRespelling(`songList[${change.song}]`, change, songsFile))
  }
  for (const write of stateWrites(folder, outcome.state)) writes.push(write)
  const lookups = await lookUpAdded(
    folder,
    { before: catalogue, added, writes },
    lookupChoices(values, around),
  )
  const readings = readingsSummary(lookups)
  const summary = `${summaryMarkdown({
    outcome,
    files: streamFiles.map(displayPath),
    units: client.units,
    giveUpDays: values.giveUpDays,
  })}${readings ? `\n${readings}` : ''}`
  const summaryWrite: FileWrite[] = values.summary
    ? [{ path: userPath(values.summary), text: summary }]
    : []
  if (!values['dry-run']) writeFilesAtomically([...lookups.writes, ...summaryWrite])

  printOutcome(outcome, streamFiles, values['dry-run'])
  if (values['dry-run']) {
    console.log('Dry run: nothing was written. The summary would be:')
    console.log(summary)
  }
  await printReadings(lookups.listed.added, catalogueFile(folder), lookups.listed.catalogue, {
    verbose: values.verbose,
  })
  for (const line of lookups.lines) console.log(line)
  console.log(`API units used: ${unitsLine(client.units)}.`)
  if (!outcome.stopped) return 0
  const why = outcome.stopped.quota ? "YouTube's daily quota is used up" : 'a listing call failed'
  console.error(
    `error: ${why} (${printable(outcome.stopped.message)}); what was found is ${values['dry-run'] ? 'shown' : 'written'}, the rest waits for the next run.`,
  )
  return 1
}

runWhenCalled(import.meta.url, main)
