import type { SearchAids } from '#src/shared/search/search-aids.ts'
import { type PresortedSongs, presortSongs } from '#src/shared/song-model/filter/song-filter.ts'
import type { RawStream } from '#src/shared/song-model/schema-types/stream-file.gen.ts'
import { buildSongModel, type SongModel } from '#src/shared/song-model/song-model.ts'
import { computeStats, type SongStats } from '#src/shared/song-model/stats/song-stats.ts'

/**
 * Everything the song-list page reads: the model, its songs by last date and by count (the title
 * order depends on the page's language: see `titleOrder`), and the totals.
 */
export interface SongListData {
  model: SongModel
  presorted: PresortedSongs
  stats: SongStats
}

/** Builds the song list from the raw data. Throws, naming every bad entry, on invalid data. */
export function buildSongListData(
  raw: RawStream[],
  aids?: SearchAids,
  fileNames?: readonly string[],
  slugs?: ReadonlyMap<string, string>,
): SongListData {
  return songListDataOf(buildSongModel(raw, aids, fileNames, slugs))
}

/** The song list of a model built already (the build's, from streams checked as they were read). */
export function songListDataOf(model: SongModel): SongListData {
  return { model, presorted: presortSongs(model), stats: computeStats(model) }
}
