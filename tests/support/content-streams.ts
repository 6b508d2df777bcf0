import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { catalogueFile, catalogueOf } from '#build-src/archive-files/song-catalogue.ts'
import {
  freeStreamFileName,
  loadStreams,
  readStreamFiles,
  streamsDir,
} from '#build-src/archive-files/stream-files.ts'
import { contentDir } from '#build-src/content-dir.ts'
import type { RawStream } from '#src/shared/song-model/schema-types/stream-file.gen.ts'
import { parseStreamDate } from '#src/shared/song-model/time/stream-date.ts'

/** The streams the site is built from (the content folder's stream files), oldest first. */
export const contentStreams = (): RawStream[] => loadStreams(contentDir())

/** Their files' names, in the same order. */
export const contentStreamNames = (): string[] => readStreamFiles(contentDir()).names

/** Writes `streams` as stream files of a content folder, as a maintainer would name them. */
export function writeStreamFiles(content: string, streams: readonly unknown[]): void {
  const folder = streamsDir(content)
  mkdirSync(folder, { recursive: true })
  const taken = new Set<string>()
  for (const stream of streams) {
    const date = (stream as Partial<RawStream>).date
    const name = freeStreamFileName(parseStreamDate(String(date)) ?? String(date), taken)
    taken.add(name)
    writeFileSync(join(folder, name), `${JSON.stringify(stream, null, 2)}\n`)
  }
}

/** Writes a song catalogue listing every song of `streams`, as `setlist:add` would leave it. */
export function writeCatalogue(content: string, streams: readonly RawStream[]): void {
  writeFileSync(catalogueFile(content), `${JSON.stringify(catalogueOf(streams), null, 2)}\n`)
}
