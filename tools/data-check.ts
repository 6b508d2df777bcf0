// `npm run data:check`: checks every stream file and the song catalogue of the content folder with
// the build's own checks, one line per problem naming the file. `--content <dir>` checks another content folder.
import { parseArgs } from 'node:util'
import { contentDir } from '../build/content-dir'
import { readSongData } from '../build/song-data/song-data'
import { displayPath } from '../build/song-data/stream-files'
import { runWhenCalled, userPath } from './lib/cli'

const usage = 'usage: npm run data:check [-- --content <content folder>]'

export function main(args: string[]): number {
  let values: { content?: string }
  try {
    values = parseArgs({ args, options: { content: { type: 'string' } }, strict: true }).values
  } catch (error) {
    console.error(`error: ${(error as Error).message}\n${usage}`)
    return 2
  }
  const content = values.content ? userPath(values.content) : contentDir()
  const { streams, catalogue, files, problems } = readSongData(content)
  const folder = displayPath(content)
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
