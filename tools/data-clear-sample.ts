// `npm run data:clear-sample`: empties a content folder's song data (the stream files, the song
// catalogue and archive:fetch's state), so a fan group starts its own archive from nothing with
// data:import, setlist:add or archive:fetch. See docs/content.md.
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'

import { catalogueFile } from '#build-src/archive-files/song-catalogue.ts'
import { displayPath, streamFileNames, streamsDir } from '#build-src/archive-files/stream-files.ts'
import { contentDir } from '#build-src/content-dir.ts'

import { stateFile } from './archive-fetch/state.ts'
import { printable, readOptions, runWhenCalled, userPath } from './lib/cli.ts'
import { writeFilesAtomically } from './lib/write-files.ts'

const usage = 'usage: npm run data:clear-sample -- [--dry-run] [--content <content folder>]'

const readArgs = (args: string[]) =>
  parseArgs({
    args,
    options: { 'dry-run': { type: 'boolean', default: false }, content: { type: 'string' } },
    strict: true,
  }).values

/** The catalogue with no songs and no artists: its `$schema` link, which editors use, is kept. */
function emptyCatalogueText(text: string): string {
  const { $schema } = JSON.parse(text) as { $schema?: string }
  return `${JSON.stringify({ ...($schema === undefined ? {} : { $schema }), songs: [] }, null, 2)}\n`
}

export function main(args: string[]): number {
  const values = readOptions(readArgs, args, usage)
  if (!values) return 2
  const content = values.content ? userPath(values.content) : contentDir()
  const folder = streamsDir(content)
  const streams = streamFileNames(folder).map((name) => join(folder, name))
  const songsFile = catalogueFile(content)
  const songsText = readFileSync(songsFile, 'utf8')
  const songs = (JSON.parse(songsText) as { songs?: unknown[] }).songs ?? []
  const state = stateFile(content)
  const hasState = existsSync(state)
  if (!values['dry-run']) {
    writeFilesAtomically([{ path: songsFile, text: emptyCatalogueText(songsText) }])
    for (const file of [...streams, ...(hasState ? [state] : [])]) rmSync(file)
  }
  const verb = values['dry-run'] ? 'Would remove' : 'Removed'
  const lines = [
    `${verb} ${streams.length} stream files from ${displayPath(folder)}.`,
    `${verb} ${songs.length} songs and every artist reading from ${displayPath(songsFile)}.`,
    ...(hasState ? [`${verb} ${displayPath(state)}.`] : []),
    values['dry-run']
      ? 'Dry run: nothing was changed.'
      : `Before you commit, git restore ${displayPath(folder)} ${displayPath(songsFile)} brings them back.`,
  ]
  for (const line of lines) console.log(printable(line))
  return 0
}

runWhenCalled(import.meta.url, main)
