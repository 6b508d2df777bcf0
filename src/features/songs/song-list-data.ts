import { streams } from './data/streams'
import { presortSongs } from './model/song-filter'
import { buildSongModel } from './model/song-model'
import { computeStats } from './model/song-stats'

// Built once when the song-list chunk loads (and during prerender); invalid data throws here.
export const songModel = buildSongModel(streams)
export const presortedSongs = presortSongs(songModel)
export const songStats = computeStats(songModel)
