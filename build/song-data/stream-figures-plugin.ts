import type { Plugin } from 'vite'
import { archiveGlance, listedStreams } from '../../src/shared/archive/stream-summary'
import { streamTimeline } from '../../src/shared/archive/stream-timeline'
import { moduleFromSongData } from './module-from-song-data'

const figuresModule = /src\/shared\/archive\/stream-figures\.ts$/

/**
 * Vite plugin: `stream-figures.ts` becomes its values computed from the stream files, so the
 * home and about chunks carry a few figures instead of the whole song data and its parser.
 */
export function streamFiguresPlugin(contentDir: string): Plugin {
  return moduleFromSongData({
    name: 'stream-figures',
    module: figuresModule,
    contentDir,
    code: ({ streams }) =>
      [
        `export const archiveFigures = ${JSON.stringify(archiveGlance(streams))}`,
        `export const streamHistory = ${JSON.stringify(streamTimeline(listedStreams(streams)))}`,
      ].join('\n'),
  })
}
