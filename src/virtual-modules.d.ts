// The modules the build serves (build-src/content-folder/, build-src/archive-files/): each is declared here once, and
// read through the route that needs it.

// An ambient module cannot `import type` from a relative path, so the types are named with import().
/* eslint-disable @typescript-eslint/consistent-type-imports */
declare module 'virtual:content' {
  type Locale = import('./i18n/locales.ts').Locale
  type ContentParts = import('./shared/content/types.ts').ContentParts

  /** The content's `site.origin`, the same in every language. */
  export const contentOrigin: string
  /** Each content part, one chunk per language (build-src/content-folder/content-modules-plugin.ts). */
  export const contentParts: {
    [Part in keyof ContentParts]: Record<Locale, () => Promise<ContentParts[Part]>>
  }
}

declare module 'virtual:song-data/packed-song-list' {
  /** The song list packed from the stream files and the catalogue (build-src/archive-files/). */
  export const packedSongList: import('./shared/song-data/song-list-pack.ts').PackedSongList
}

declare module 'virtual:song-data/other-readings' {
  /** Each text's other plausible readings, the ranking's lower tier (build-src/search-keys/compute-other-readings.ts). */
  export const otherReadings: import('./shared/search/other-readings.ts').OtherReadings
}

declare module 'virtual:song-data/archive-figures' {
  /** Number of streams and songs, and the latest stream: what the home page shows. */
  export const archiveFigures: import('./shared/song-data/stream-summary.ts').ArchiveGlance
}

declare module 'virtual:song-data/stream-news' {
  /** Each listed stream, newest first, with its debuts (`packStreamNews`): what "since your last visit" counts. */
  export const packedStreamNews: string
}

declare module 'virtual:song-data/stream-history' {
  /** The singing streams of the About timeline: the latest one by one, the older ones summed up. */
  export const streamHistory: import('./shared/song-data/stream-timeline.ts').StreamTimeline
}
