import { resolve } from 'node:path'
import { runnerImport, type Plugin } from 'vite'
import { archiveGlance, listedStreams, type StreamLike } from './stream-summary'

const figuresModule = /src\/features\/profile\/stream-figures\.ts$/
const defaultDataFile = 'src/features/songs/data/streams.ts'

async function importStreams(file: string): Promise<StreamLike[]> {
  const { module } = await runnerImport<{ streams: StreamLike[] }>(resolve(file), {
    configFile: false,
    logLevel: 'silent',
  })
  return module.streams
}

/**
 * Vite plugin (build only): `stream-figures.ts` becomes its computed values, so the home and about
 * chunks carry a few figures instead of the whole song data and its parser.
 */
export function streamFiguresAtBuild(
  file: string = defaultDataFile,
  load: (file: string) => Promise<StreamLike[]> = importStreams,
): Plugin {
  return {
    name: 'stream-figures-at-build',
    apply: 'build',
    async load(id) {
      if (!figuresModule.test(id)) return null
      const streams = await load(file)
      return [
        `export const archiveFigures = ${JSON.stringify(archiveGlance(streams))}`,
        `export const streamHistory = ${JSON.stringify(listedStreams(streams))}`,
      ].join('\n')
    },
  }
}
