import { streams } from './data/streams'
import { presortSongs } from './model/song-filter'
import { buildSongModel, type SongModel } from './model/song-model'
import { computeStats, type SongStats } from './model/song-stats'

export interface SongListData {
  model: SongModel
  presorted: ReturnType<typeof presortSongs>
  stats: SongStats
}

let built: SongListData | undefined

/**
 * The song model, built on first use rather than when the chunk loads: the idle prefetch of this
 * chunk on other pages then costs no main-thread time. In development invalid data throws here; a
 * production build has already been refused by the build-time check.
 */
export function songListData(): SongListData {
  if (!built) {
    const model = buildSongModel(streams, { validate: import.meta.env.DEV })
    built = { model, presorted: presortSongs(model), stats: computeStats(model) }
  }
  return built
}
