import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { catalogueFile, type SongCatalogue } from '../../build/song-data/song-catalogue'
import { schemaLink } from '../../build/song-data/schema-link'
import { freeStreamFileName, streamsDir } from '../../build/song-data/stream-files'
import type { RawStream } from '../../src/shared/song-model/stream-file.gen'
import { parseStreamDate } from '../../src/shared/song-model/stream-date'
import type { FileWrite } from '../lib/write-files'
import { catalogueTextWith, songsToCatalogue } from './catalogue-additions'
import type { CatalogueSong } from '../../build/song-data/song-catalogue'

export interface NewStreamFiles {
  /** The writes, for `writeFilesAtomically`: one new file per stream, and the catalogue if it grew. */
  writes: FileWrite[]
  /** The file each stream goes to, in the order given. */
  streamFiles: string[]
  /** The songs the catalogue did not list yet, each once. */
  added: CatalogueSong[]
}

/** A stream file's text: the entry after the `$schema` link that reaches this repository's schema. */
export function streamFileText(folder: string, stream: RawStream): string {
  return `${JSON.stringify({ $schema: schemaLink(folder, 'stream'), ...stream }, null, 2)}\n`
}

/**
 * The files that add `streams` (entries that passed the checks) to a content folder: each under
 * the first free name for its day, in the order given, and their new songs appended to the
 * catalogue with every other field of it kept (and a reading where `readings` has one, by song key).
 */
export function newStreamFiles(
  content: string,
  streams: readonly RawStream[],
  catalogue: SongCatalogue,
  readings?: ReadonlyMap<string, string>,
): NewStreamFiles {
  const folder = streamsDir(content)
  const taken = new Set(readdirSync(folder))
  const writes: FileWrite[] = []
  const streamFiles: string[] = []
  const known: SongCatalogue = { ...catalogue, songs: [...catalogue.songs] }
  const added: CatalogueSong[] = []
  for (const stream of streams) {
    // The entry passed the checks, so its date is a real one.
    const name = freeStreamFileName(parseStreamDate(stream.date) ?? '', taken)
    taken.add(name)
    const path = join(folder, name)
    streamFiles.push(path)
    writes.push({
      path,
      text: streamFileText(folder, stream),
      createOnly: true,
    })
    const fresh = songsToCatalogue(stream, known, readings)
    known.songs.push(...fresh)
    added.push(...fresh)
  }
  if (added.length > 0) {
    const songsFile = catalogueFile(content)
    writes.push({
      path: songsFile,
      text: catalogueTextWith(readFileSync(songsFile, 'utf8'), added),
    })
  }
  return { writes, streamFiles, added }
}
