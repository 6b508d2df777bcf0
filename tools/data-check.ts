// `npm run data:check`: validates the song data with the site's own schema, one line per problem.
// Run through tools/run-ts.mjs; `--data <file>` checks another copy of the data module.
import { parseArgs } from 'node:util'
import { formatValidationIssue, validateStreams } from '../src/features/songs/model/validate'
import { songDataFile, userPath, type LoadModule } from './song-data-file'

export async function main(args: string[], loadModule: LoadModule): Promise<number> {
  const { values } = parseArgs({ args, options: { data: { type: 'string' } }, strict: true })
  const dataFile = values.data ? userPath(values.data) : songDataFile
  const { streams } = await loadModule(dataFile)
  const issues = validateStreams(streams)
  if (issues.length > 0) {
    console.error(`${dataFile}: ${issues.length} problem(s)`)
    for (const issue of issues) console.error(`  ${formatValidationIssue(issue)}`)
    return 1
  }
  const list = streams as { songList: unknown[] }[]
  const songs = list.reduce((sum, stream) => sum + stream.songList.length, 0)
  console.log(`${dataFile}: ${list.length} streams, ${songs} songs, no problems.`)
  return 0
}
