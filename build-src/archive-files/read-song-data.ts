import type { CheckedStream } from '#src/shared/song-model/checks/validate.ts'

import { checkCatalogueCoversStreams, readCatalogue, type SongCatalogue } from './song-catalogue.ts'
import { readStreamFiles } from './stream-files.ts'

export interface SongData {
  /** The valid streams, oldest first, each checked as it was read. */
  streams: CheckedStream[]
  /** The file name of each stream, in the same order. */
  streamNames: string[]
  catalogue: SongCatalogue
  /** The stream files and the catalogue, absolute, for watching. */
  files: string[]
  /** One line per problem, each naming its file. */
  problems: string[]
}

/**
 * The content folder's stream files and song catalogue, read and checked together: the build,
 * `data:check` and `setlist:add` see the same problems.
 */
export function readSongData(contentDir: string): SongData {
  const streamFiles = readStreamFiles(contentDir)
  const { catalogue, file, problems } = readCatalogue(contentDir)
  // Coverage is only worth checking between files that are valid themselves.
  const coverage =
    streamFiles.problems.length === 0 && problems.length === 0
      ? checkCatalogueCoversStreams(catalogue, streamFiles.streams, file)
      : []
  return {
    streams: streamFiles.streams,
    streamNames: streamFiles.names,
    catalogue,
    files: [...streamFiles.files, file],
    problems: [...streamFiles.problems, ...problems, ...coverage],
  }
}
