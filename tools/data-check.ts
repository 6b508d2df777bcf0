// `npm run data:check`: checks every stream file of the content folder with the build's own
// checks, one line per problem naming the file. `--content <dir>` checks another content folder.
import { parseArgs } from 'node:util'
import { contentDir } from '../build/content-dir'
import { displayPath, readStreamFiles, streamsDir } from '../build/song-data/stream-files'
import { runWhenCalled, userPath } from './cli'

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
  const { streams, files, problems } = readStreamFiles(content)
  const folder = displayPath(streamsDir(content))
  if (problems.length > 0) {
    console.error(`${folder}: ${problems.length} problem(s) in ${files.length} stream files`)
    for (const problem of problems) console.error(problem)
    return 1
  }
  const songs = streams.reduce((sum, stream) => sum + stream.songList.length, 0)
  console.log(`${folder}: ${streams.length} streams, ${songs} songs, no problems.`)
  return 0
}

runWhenCalled(import.meta.url, main)
