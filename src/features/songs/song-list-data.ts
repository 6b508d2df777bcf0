import { streams } from './data/streams'
import { presortSongs } from './model/song-filter'
import { buildSongModel } from './model/song-model'
import { computeStats } from './model/song-stats'

// Built once when the song-list chunk loads (and during prerender). In development invalid data
// throws here; a production build has already been refused by the build-time check.
export const songModel = buildSongModel(streams, { validate: import.meta.env.DEV })
export const presortedSongs = presortSongs(songModel)
export const songStats = computeStats(songModel)
