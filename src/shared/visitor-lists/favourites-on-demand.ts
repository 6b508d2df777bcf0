// Only ever imported lazily (favourite-marks.ts), so the build makes it a chunk of its own, which
// the prerendered pages do not preload (build-src/prerender/route-assets.ts), with the storage code
// behind it; favourites.ts itself is shared with マイリスト and would be preloaded with the list.
export { favouriteKeys, favourites, toggleFavourite } from './favourites.ts'
