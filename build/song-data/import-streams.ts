import { resolve } from 'node:path'
import { runnerImport } from 'vite'

/** The song data module, from the project root that builds run in. */
export const songDataFile = 'src/features/songs/data/streams.ts'

/**
 * The `streams` a data module exports, imported fresh through Vite's module runner (plain Node 20
 * runs no TypeScript), so each build plugin reads exactly the data being built.
 */
export async function importStreams<T>(file: string): Promise<T> {
  const { module } = await runnerImport<{ streams: T }>(resolve(file), {
    configFile: false,
    logLevel: 'silent',
  })
  return module.streams
}
