// Only ever imported lazily (song-data.ts), so the build makes it a chunk of its own that the
// prerendered page does not preload (build-src/prerender/route-assets.ts): マイリスト with empty lists
// downloads none of the song data, which a static import would preload with the page.
export { loadSongListData } from '#src/shared/song-data/song-list-data.ts'
