import type { Performance, Song, SongModel } from '#src/shared/song-model/song-model.ts'
import { onDemand } from '#src/shared/ui/on-demand.ts'
import { performanceKey } from '#src/shared/visitor-lists/listening-history.ts'

/** The song data, loaded on the client once a list needs it: the page is prerendered empty. */
export const songData = onDemand(() =>
  import('./load-song-data.ts').then(({ loadSongListData }) => loadSongListData()),
)

const songMaps = new WeakMap<SongModel, ReadonlyMap<string, Song>>()
const performanceMaps = new WeakMap<SongModel, ReadonlyMap<string, Performance>>()

/** The model's songs by songKey, built once per model. */
export function songsByKey(model: SongModel): ReadonlyMap<string, Song> {
  let songs = songMaps.get(model)
  if (!songs) {
    songs = new Map(model.songs.map((song) => [song.key, song]))
    songMaps.set(model, songs)
  }
  return songs
}

/** The model's performances by video and start (listening-history's performanceKey), built once. */
export function performancesByKey(model: SongModel): ReadonlyMap<string, Performance> {
  let performances = performanceMaps.get(model)
  if (!performances) {
    const all = model.songs.flatMap((song) => song.performances)
    performances = new Map(all.map((performance) => [performanceKey(performance), performance]))
    performanceMaps.set(model, performances)
  }
  return performances
}
