import type { Plugin } from 'vite'
import { importStreams, songDataFile } from './import-streams'
import { moduleFromSongData } from './module-from-song-data'
import {
  archiveGlance,
  listedStreams,
  type StreamLike,
} from '../../src/features/profile/stream-summary'
import { streamTimeline } from '../../src/features/profile/stream-timeline'

const figuresModule = /src\/features\/profile\/stream-figures\.ts$/

/**
 * Vite plugin (build only): `stream-figures.ts` becomes its computed values, so the home and about
 * chunks carry a few figures instead of the whole song data and its parser.
 */
export function streamFiguresAtBuild(
  file: string = songDataFile,
  load: (file: string) => Promise<StreamLike[]> = importStreams<StreamLike[]>,
): Plugin {
  return moduleFromSongData({
    name: 'stream-figures-at-build',
    module: figuresModule,
    file,
    load,
    code: (streams) =>
      [
        `export const archiveFigures = ${JSON.stringify(archiveGlance(streams))}`,
        `export const streamHistory = ${JSON.stringify(streamTimeline(listedStreams(streams)))}`,
      ].join('\n'),
  })
}
