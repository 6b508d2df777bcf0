import type { Plugin } from 'vite'

import { archiveGlance, listedStreams } from '#src/shared/song-data/stream-summary.ts'
import { streamTimeline } from '#src/shared/song-data/stream-timeline.ts'

import { moduleFromSongData } from './module-from-song-data.ts'

/**
 * Vite plugin: `virtual:song-data/archive-figures` (the home page's figures) and
 * `virtual:song-data/stream-history` (the About page's timeline) are their values computed from the
 * stream files, so each page's chunk carries its own few values, not the other page's, nor the
 * song data and its parser.
 */
export function streamFiguresPlugin(contentDir: string): Plugin {
  return moduleFromSongData({
    name: 'stream-figures',
    ids: ['virtual:song-data/archive-figures', 'virtual:song-data/stream-history'],
    contentDir,
    code: ({ streams, streamNames }, id) => {
      // Each stream with its file's name, which is its page's address.
      const named = streams.map((stream, i) => ({ ...stream, file: streamNames[i] ?? '' }))
      return id.endsWith('stream-history')
        ? `export const streamHistory = ${JSON.stringify(streamTimeline(listedStreams(named)))}`
        : `export const archiveFigures = ${JSON.stringify(archiveGlance(named))}`
    },
  })
}
