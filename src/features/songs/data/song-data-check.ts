import { resolve } from 'node:path'
import { runnerImport, type Plugin } from 'vite'
import { formatValidationIssue, validateStreams } from '../model/validate'

export const songDataFile = 'src/features/songs/data/streams.ts'

/** Imports a TypeScript data module fresh through Vite's module runner (plain Node 20 has no TS). */
async function importStreams(file: string): Promise<unknown> {
  const { module } = await runnerImport<{ streams?: unknown }>(resolve(file), {
    configFile: false,
    logLevel: 'silent',
  })
  return module.streams
}

/**
 * Vite plugin: `vite build` stops when the song data breaks the schema, naming each bad entry.
 * The module is read at the start of each build, so it checks exactly what is being built.
 */
export function songDataCheck(
  file: string = songDataFile,
  load: (file: string) => Promise<unknown> = importStreams,
): Plugin {
  return {
    name: 'song-data-check',
    apply: 'build',
    async buildStart() {
      const issues = validateStreams(await load(file))
      if (issues.length === 0) return
      this.error(`Invalid song data in ${file}:\n${issues.map(formatValidationIssue).join('\n')}`)
    },
  }
}
