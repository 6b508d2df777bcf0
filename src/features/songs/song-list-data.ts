import { yieldToMain } from '../../lib/yield-to-main'
import { presortSongs } from './model/song-filter'
import { buildSongModel, type SongModel } from './model/song-model'
import { computeStats, type SongStats } from './model/song-stats'

export interface SongListData {
  model: SongModel
  presorted: ReturnType<typeof presortSongs>
  stats: SongStats
}

let built: SongListData | undefined
let loading: Promise<SongListData> | undefined

async function build(): Promise<SongListData> {
  const { streams } = await import('./data/streams')
  // Evaluating the data, building the model and deriving from it each take a task of their own,
  // so on a slow phone none blocks input for long while the page starts.
  await yieldToMain()
  const model = buildSongModel(streams, { validate: import.meta.env.DEV })
  await yieldToMain()
  built = { model, presorted: presortSongs(model), stats: computeStats(model) }
  return built
}

/**
 * Loads the song data (a chunk of its own) and builds the model, once however many callers wait.
 * The song-list route's loader awaits it, so the idle prefetch of the route's code on other pages
 * neither downloads nor evaluates the data. In development invalid data throws here; a production
 * build has already been refused by the build-time check. A failed load can be retried.
 */
export function loadSongListData(): Promise<SongListData> {
  loading ??= build().catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

/** The loaded data, for the song-list components: their route's loader has always run first. */
export function songListData(): SongListData {
  if (!built) throw new Error('The song list rendered before its route loaded the song data')
  return built
}
