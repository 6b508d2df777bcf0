// Writes the deterministic 2,000-performance data set as a data module the site can be built from
// (SONG_DATA_FILE). Usage: node tools/run-ts.mjs bench/write-generated-data.ts <out.ts>
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { generateStreams } from './generate-streams'

export async function main(args: string[]): Promise<number> {
  const out = args[0]
  if (!out) {
    console.error('usage: write-generated-data.ts <out.ts>')
    return 2
  }
  const streams = generateStreams()
  const typesPath = resolve(import.meta.dirname, '../src/features/songs/data/types')
  const source = [
    `import type { RawStream } from ${JSON.stringify(typesPath)}`,
    '',
    `export const streams: RawStream[] = ${JSON.stringify(streams, null, 1)}`,
    '',
  ].join('\n')
  await mkdir(dirname(resolve(out)), { recursive: true })
  await writeFile(resolve(out), source)
  const performances = streams.reduce((n, s) => n + s.songList.length, 0)
  console.log(`wrote ${streams.length} streams, ${performances} performances to ${out}`)
  return 0
}
