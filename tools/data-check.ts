// `npm run data:check`: checks every stream file and the song catalogue of the content folder with
// the build's own checks, one line per problem naming the file. `--content <dir>` checks another
// content folder; `--fix` first mends what real archives get wrong and can be mended without a
// person (a zero-width character, an end time that runs into the next song, one song listed
// twice), printing each change, and with --merge-artists writes titles credited to several artists
// one way. Those titles are listed as a warning, not a failure, and so is an alias that is another
// song's title or alias once folded for search.
import { parseArgs } from 'node:util'

import { readSongData } from '#build-src/archive-files/read-song-data.ts'
import { catalogueFile } from '#build-src/archive-files/song-catalogue.ts'
import { displayPath } from '#build-src/archive-files/stream-files.ts'
import { contentDir } from '#build-src/content-dir.ts'

import { spelledTitleLines, spelledTitles } from './add-streams/artist-spellings.ts'
import { aliasClashes, clashLine } from './data-check/alias-clashes.ts'
import { contentMends } from './data-check/fix.ts'
import { shownLines } from './data-import/import-report.ts'
import { printable, runWhenCalled, userPath } from './lib/cli.ts'
import { writeFilesAtomically } from './lib/write-files.ts'

const usage = `usage: npm run data:check [-- [--fix [--merge-artists[=<title>]]] [--verbose] [--content <content folder>]]
--merge-artists gives each title whose artist spellings share a name its most used spelling;
--merge-artists=<title> (again for more titles) merges that title whatever its spellings.`

const options = {
  content: { type: 'string' },
  fix: { type: 'boolean', default: false },
  verbose: { type: 'boolean', default: false },
  'merge-artists': { type: 'string', multiple: true },
} as const

export async function main(args: string[]): Promise<number> {
  // parseArgs takes an option with a value or without, not both: the bare one is read here.
  const oneArtist = args.includes('--merge-artists')
  let values: { content?: string; fix: boolean; verbose: boolean; 'merge-artists'?: string[] }
  try {
    values = parseArgs({
      args: args.filter((arg) => arg !== '--merge-artists'),
      options,
      strict: true,
    }).values
  } catch (error) {
    console.error(`error: ${(error as Error).message}\n${usage}`)
    return 2
  }
  const merge = { oneArtist, titles: values['merge-artists'] ?? [] }
  if ((merge.oneArtist || merge.titles.length > 0) && !values.fix) {
    console.error(`error: --merge-artists changes files, so it goes with --fix\n${usage}`)
    return 2
  }
  const content = values.content ? userPath(values.content) : contentDir()
  const folder = displayPath(content)
  if (values.fix) {
    const { writes, changes, unknownTitles } = await contentMends(content, merge)
    if (unknownTitles.length > 0) {
      for (const title of unknownTitles)
        console.error(
          printable(
            `error: --merge-artists=${title}: no title credited to several artists is ${JSON.stringify(title)}`,
          ),
        )
      console.error('Nothing was written.')
      return 1
    }
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
  const songsFile = displayPath(catalogueFile(content))
  for (const clash of aliasClashes(catalogue.songs))
    console.error(printable(`warning: ${songsFile} ${clashLine(clash, catalogue.songs)}`))
  const titles = spelledTitles(streams.flatMap((stream) => stream.songList))
  for (const line of spelledTitleLines(titles, values.verbose ? Infinity : shownLines))
    console.error(printable(`warning: ${line}`))
  return 0
}

runWhenCalled(import.meta.url, main)
