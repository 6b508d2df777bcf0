import type { SongListData } from './song-list-build.ts'
import { unpackSongListInSlices } from './song-list-pack.ts'

let loading: Promise<SongListData> | undefined

async function load(): Promise<SongListData> {
  const { packedSongList } = await import('virtual:song-data/packed-song-list')
  return unpackSongListInSlices(packedSongList)
}

/**
 * Loads the packed song data (a chunk of its own, `virtual:song-data/packed-song-list`) and
 * unpacks it, once however many callers wait: the song-list route's loader, the player, the
 * setlist check. The idle prefetch of the route's code on other pages neither downloads nor
 * parses the data. In development invalid data throws here; a production build has already been
 * refused by the build-time check. A failed load can be retried.
 */
export function loadSongListData(): Promise<SongListData> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}
