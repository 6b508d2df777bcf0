// `npm run bench:data -- <count> <dir>`: writes a complete content folder to <dir> (a new or empty
// folder): a copy of content/ whose streams/ holds <count> deterministic generated performances
// shaped as `generateArchive` says (at 10,000: 1,000 streams, 4,000 songs, 70% of them sung once,
// one sung 100 times, one 100-song stream), and whose song catalogue lists them. Build the site
// from it with CONTENT_DIR=<dir>.
import { cpSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { schemaLink } from '#build-src/archive-files/schema-link.ts'
import { catalogueFile, catalogueOf } from '#build-src/archive-files/song-catalogue.ts'
import { freeStreamFileName, streamsDir } from '#build-src/archive-files/stream-files.ts'
import { contentDir } from '#build-src/content-dir.ts'
import { parseStreamDate } from '#src/shared/song-model/time/stream-date.ts'
import { runWhenCalled, userPath } from '#tools/lib/cli.ts'

import { generateArchive } from './generate-streams.ts'

const usage = 'usage: npm run bench:data -- <performances> <new or empty folder>'

export function main(args: string[]): number {
  const [countText, dirText] = args
  const count = Number(countText)
  if (!Number.isInteger(count) || count < 1 || !dirText) {
    console.error(usage)
    return 2
  }
  const dir = userPath(dirText)
  mkdirSync(dir, { recursive: true })
  if (readdirSync(dir).length > 0) {
    console.error(`${dir} is not empty; nothing was written.\n${usage}`)
    return 2
  }
  const source = contentDir()
  // Everything but the streams, whatever the content folder holds.
  cpSync(source, dir, { recursive: true, filter: (path) => path !== streamsDir(source) })
  const streams = generateArchive(count)
  const folder = streamsDir(dir)
  mkdirSync(folder)
  const taken = new Set<string>()
  for (const stream of streams) {
    const name = freeStreamFileName(parseStreamDate(stream.date) ?? stream.date, taken)
    taken.add(name)
    const file = { $schema: schemaLink(folder, 'stream'), ...stream }
    writeFileSync(join(folder, name), `${JSON.stringify(file, null, 2)}\n`)
  }
  const catalogue = { $schema: schemaLink(dir, 'songs'), ...catalogueOf(streams) }
  writeFileSync(catalogueFile(dir), `${JSON.stringify(catalogue, null, 2)}\n`)
  console.log(`wrote ${streams.length} streams, ${count} performances to ${folder}`)
  return 0
}

runWhenCalled(import.meta.url, main)
