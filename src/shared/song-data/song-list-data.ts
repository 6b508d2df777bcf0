import type { SongListData } from './song-list-build'
import { unpackSongList } from './song-list-pack'

let built: SongListData | undefined
let loading: Promise<SongListData> | undefined

async function load(): Promise<SongListData> {
  const { packedSongList } = await import('./packed-song-list')
  built = unpackSongList(packedSongList)
  return built
}

/**
 * Loads the packed song data (a chunk of its own) and unpacks it, once however many callers wait.
 * The song-list route's loader awaits it, so the idle prefetch of the route's code on other pages
 * neither downloads nor parses the data. In development invalid data throws here; a production
 * build has already been refused by the build-time check. A failed load can be retried.
 */
export function loadSongListData(): Promise<SongListData> {
  loading ??= load().catch((error: unknown) => {
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
