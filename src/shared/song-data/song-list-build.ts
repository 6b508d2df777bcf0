import type { RawStream } from '../song-model/stream-file.gen'
import type { SearchAids } from '../search/search-aids'
import { presortSongs, type PresortedSongs } from '../song-model/song-filter'
import { buildSongModel, type SongModel } from '../song-model/song-model'
import { computeStats, type SongStats } from '../song-model/song-stats'

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
  const model = buildSongModel(raw, aids, fileNames, slugs)
  return { model, presorted: presortSongs(model), stats: computeStats(model) }
}
