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
 * Loads the song data (a chunk of its own) and builds the model, once. The song-list route's
 * loader awaits it, so the idle prefetch of the route's code on other pages neither downloads nor
 * evaluates the data. In development invalid data throws here; a production build has already
 * been refused by the build-time check.
 */
export async function loadSongListData(): Promise<SongListData> {
  if (!built) {
    const { streams } = await import('./data/streams')
    const model = buildSongModel(streams, { validate: import.meta.env.DEV })
    built ??= { model, presorted: presortSongs(model), stats: computeStats(model) }
  }
  return built
}

/** The loaded data, for the song-list components: their route's loader has always run first. */
export function songListData(): SongListData {
  if (!built) throw new Error('The song list rendered before its route loaded the song data')
  return built
}
