import type { Plugin } from 'vite'
import { archiveGlance, listedStreams } from '../../src/shared/song-data/stream-summary'
import { streamTimeline } from '../../src/shared/song-data/stream-timeline'
import { moduleFromSongData } from './module-from-song-data'

const figuresModule = /src\/shared\/song-data\/stream-(figures|history)\.ts$/

/**
 * Vite plugin: `stream-figures.ts` (the home page's figures) and `stream-history.ts` (the About
 * page's timeline) become their values computed from the stream files, so each page's chunk
 * carries its own few values, not the other page's, nor the song data and its parser.
 */
export function streamFiguresPlugin(contentDir: string): Plugin {
  return moduleFromSongData({
    name: 'stream-figures',
    module: figuresModule,
    contentDir,
    code: ({ streams }, id) =>
      id.endsWith('stream-history.ts')
        ? `export const streamHistory = ${JSON.stringify(streamTimeline(listedStreams(streams)))}`
        : `export const archiveFigures = ${JSON.stringify(archiveGlance(streams))}`,
  })
}
