// `npm run setlist:add`: turns a fan's timestamp comment into a stream entry in the data module.
// Run through tools/run-ts.mjs; see the README's "Adding a stream" section.
import { readFileSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { resolveConfig } from 'prettier'
import { formatEntry, insertStream } from './setlist/insert-stream'
import { prepareStream } from './setlist/prepare-stream'
import { songDataFile, userPath, type LoadModule } from './song-data-file'
const usage = `usage: npm run setlist:add -- --date 2025/8/4 --name "<stream title>" --url <video url>
         [--request] [--dry-run] [--file comment.txt] [--data path/to/streams.ts]
The comment is read from --file, or else from standard input.`

const options = {
  date: { type: 'string' },
  name: { type: 'string' },
  url: { type: 'string' },
  request: { type: 'boolean', default: false },
  'dry-run': { type: 'boolean', default: false },
  file: { type: 'string' },
  data: { type: 'string' },
} as const

function readArgs(args: string[]) {
  const { values } = parseArgs({ args, options, strict: true })
  const missing = (['date', 'name', 'url'] as const).filter((key) => !values[key]?.trim())
  if (missing.length > 0) throw new Error(`missing ${missing.map((key) => `--${key}`).join(', ')}`)
  if (!values.file && process.stdin.isTTY) {
    throw new Error('no comment: pass --file comment.txt or pipe the comment in')
  }
  return values
}

export async function main(args: string[], loadModule: LoadModule): Promise<number> {
  let values: ReturnType<typeof readArgs>
  try {
    values = readArgs(args)
  } catch (error) {
    console.error(`error: ${(error as Error).message}\n${usage}`)
    return 2
  }
  const comment = readFileSync(values.file ? userPath(values.file) : 0, 'utf8')
  const dataFile = values.data ? userPath(values.data) : songDataFile
  const { streams } = await loadModule(dataFile)
  const prepared = prepareStream({
    comment,
    url: values.url!,
    date: values.date!.trim(),
    streamName: values.name!.trim(),
    request: values.request,
    existing: streams,
  })
  for (const line of prepared.info) console.error(`note: ${line}`)
  for (const line of prepared.warnings) console.error(`warning: ${line}`)
  for (const line of prepared.errors) console.error(`error: ${line}`)
  if (!prepared.entry) {
    console.error('Nothing was written.')
    return 1
  }
  const prettier = (await resolveConfig(dataFile)) ?? (await resolveConfig(songDataFile)) ?? {}
  const summary = `${prepared.entry.songList.length} songs, ${prepared.entry.date} ${prepared.entry.streamName}`
  if (values['dry-run']) {
    process.stdout.write(await formatEntry(prepared.entry, '', prettier))
    console.log(`Dry run: ${summary}; ${dataFile} was not changed.`)
    return 0
  }
  writeFileSync(
    dataFile,
    await insertStream(readFileSync(dataFile, 'utf8'), prepared.entry, prettier),
  )
  console.log(`Added ${summary} to ${dataFile}.`)
  return 0
}
