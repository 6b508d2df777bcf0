import type { Plugin } from 'vite'

import { packStreamNews } from '#src/shared/song-data/stream-news.ts'
import { archiveGlance, listedStreams } from '#src/shared/song-data/stream-summary.ts'
import { streamTimeline } from '#src/shared/song-data/stream-timeline.ts'
import { modelOfCheckedStreams } from '#src/shared/song-model/song-model.ts'

import { moduleFromSongData } from './module-from-song-data.ts'

/**
 * Vite plugin: `virtual:song-data/archive-figures` (the home page's figures),
 * `virtual:song-data/stream-history` (the About page's timeline) and `virtual:song-data/stream-news`
 * (what "since your last visit" counts) are their values computed from the stream files, so each
 * page's chunk carries its own few values, not the other page's, nor the song data and its parser.
 */
export function streamFiguresPlugin(contentDir: string): Plugin {
  return moduleFromSongData({
    name: 'stream-figures',
    ids: [
      'virtual:song-data/archive-figures',
      'virtual:song-data/stream-history',
      'virtual:song-data/stream-news',
    ],
    contentDir,
    code: ({ streams, streamNames }, id) => {
      if (id.endsWith('stream-news')) {
        const packed = packStreamNews(modelOfCheckedStreams(streams, undefined, streamNames))
        return `export const packedStreamNews = ${JSON.stringify(packed)}`
      }
      // Each stream with its file's name, which is its page's address.
      const named = streams.map((stream, i) => ({ ...stream, file: streamNames[i] ?? '' }))
      return id.endsWith('stream-history')
        ? `export const streamHistory = ${JSON.stringify(streamTimeline(listedStreams(named)))}`
        : `export const archiveFigures = ${JSON.stringify(archiveGlance(named))}`
    },
  })
}
