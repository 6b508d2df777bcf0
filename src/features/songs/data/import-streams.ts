import { resolve } from 'node:path'
import { runnerImport, type Plugin } from 'vite'

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

/**
 * A build-only Vite plugin that replaces the module matching `module` with code computed from the
 * song data in `file`, so the pages ship the result instead of the data and the code deriving it.
 */
export function moduleFromSongData<T>(options: {
  name: string
  module: RegExp
  file: string
  load: (file: string) => Promise<T>
  code: (streams: T) => string
}): Plugin {
  const { name, module, file, load, code } = options
  return {
    name,
    apply: 'build',
    async load(id) {
      return module.test(id) ? code(await load(file)) : null
    },
  }
}
