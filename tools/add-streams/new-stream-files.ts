import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { schemaLink } from '#build-src/archive-files/schema-link.ts'
import type { CatalogueSong } from '#build-src/archive-files/song-catalogue.ts'
import { catalogueFile, type SongCatalogue } from '#build-src/archive-files/song-catalogue.ts'
import {
  freeStreamFileName,
  streamFileNames,
  streamsDir,
} from '#build-src/archive-files/stream-files.ts'
import type { RawStream } from '#src/shared/song-model/schema-types/stream-file.gen.ts'
import { parseStreamDate } from '#src/shared/song-model/time/stream-date.ts'
import type { FileWrite } from '#tools/lib/write-files.ts'

import { catalogueTextWithSongs } from './catalogue-additions.ts'
import { type Respelling, spellAsCatalogue } from './same-song.ts'

export interface NewStreamFiles {
  /** The writes, for `writeFilesAtomically`: one new file per stream, and the catalogue if it changed. */
  writes: FileWrite[]
  /** The file each stream goes to, in the order given. */
  streamFiles: string[]
  /** The streams as written: each song in its catalogue entry's spelling. */
  streams: RawStream[]
  /** The songs the catalogue did not list yet, each once. */
  added: CatalogueSong[]
  /** The songs written in the catalogue's spelling rather than the stream's. */
  respelled: Respelling[]
}

/** A stream file's text: the entry after the `$schema` link that reaches this repository's schema. */
export function streamFileText(folder: string, stream: RawStream): string {
  return `${JSON.stringify({ $schema: schemaLink(folder, 'stream'), ...stream }, null, 2)}\n`
}

/**
 * The files that add `streams` (entries that passed the checks) to a content folder: each under
 * the first free name for its day, in the order given, and their new songs appended to the
 * catalogue with every other field of it kept (and a reading where `readings` has one, by song
 * key). A song the catalogue (or an earlier stream of these) spells another way is written as it
 * spells it, and its title as given is added to the entry's aliases (see same-song.ts).
 */
export async function newStreamFiles(
  content: string,
  streams: readonly RawStream[],
  catalogue: SongCatalogue,
  readings?: ReadonlyMap<string, string>,
): Promise<NewStreamFiles> {
  const folder = streamsDir(content)
  const taken = new Set(streamFileNames(folder))
  const spelt = spellAsCatalogue(catalogue.songs, streams, readings)
  const writes: FileWrite[] = []
  const streamFiles: string[] = []
  for (const stream of spelt.streams) {
    // The entry passed the checks, so its date is a real one.
    const name = freeStreamFileName(parseStreamDate(stream.date) ?? '', taken)
    taken.add(name)
    const path = join(folder, name)
    streamFiles.push(path)
    writes.push({
      path,
      text: streamFileText(folder, stream),
      createOnly: true,
      createFolder: true,
    })
  }
  if (spelt.added.length > 0 || spelt.respelled.some((change) => change.alias !== null)) {
    const songsFile = catalogueFile(content)
    writes.push({
      path: songsFile,
      text: await catalogueTextWithSongs(readFileSync(songsFile, 'utf8'), spelt.songs),
    })
  }
  return {
    writes,
    streamFiles,
    streams: spelt.streams,
    added: spelt.added,
    respelled: spelt.respelled,
  }
}
