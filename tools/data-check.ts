// `npm run data:check`: checks every stream file and the song catalogue of the content folder with
// the build's own checks, one line per problem naming the file. `--content <dir>` checks another
// content folder; `--fix` first mends what real archives get wrong and can be mended without a
// person (a zero-width character, an end time that runs into the next song, one song listed
// twice), printing each change.
import { parseArgs } from 'node:util'

import { readSongData } from '#build-src/archive-files/read-song-data.ts'
import { displayPath } from '#build-src/archive-files/stream-files.ts'
import { contentDir } from '#build-src/content-dir.ts'

import { contentMends } from './data-check/fix.ts'
import { printable, runWhenCalled, userPath } from './lib/cli.ts'
import { writeFilesAtomically } from './lib/write-files.ts'

const usage = 'usage: npm run data:check [-- [--fix] [--content <content folder>]]'

export function main(args: string[]): number {
  let values: { content?: string; fix: boolean }
  try {
    values = parseArgs({
      args,
      options: { content: { type: 'string' }, fix: { type: 'boolean', default: false } },
      strict: true,
    }).values
  } catch (error) {
    console.error(`error: ${(error as Error).message}\n${usage}`)
    return 2
  }
  const content = values.content ? userPath(values.content) : contentDir()
  const folder = displayPath(content)
  if (values.fix) {
    const { writes, changes } = contentMends(content)
    // All the files or none: a failed write leaves the folder as it was.
    writeFilesAtomically(writes)
    for (const change of changes) console.log(printable(`Fixed ${change}`))
    console.log(
      changes.length === 0
        ? `${folder}: nothing to fix.`
        : `${folder}: ${changes.length} change(s) in ${writes.length} file(s).`,
    )
  }
  const { streams, catalogue, files, problems } = readSongData(content)
  if (problems.length > 0) {
    console.error(`${folder}: ${problems.length} problem(s) in ${files.length} files`)
    for (const problem of problems) console.error(problem)
    return 1
  }
  const sung = streams.reduce((sum, stream) => sum + stream.songList.length, 0)
  console.log(
    `${folder}: ${streams.length} streams, ${sung} performances of ${catalogue.songs.length} songs, no problems.`,
  )
  return 0
}

runWhenCalled(import.meta.url, main)
