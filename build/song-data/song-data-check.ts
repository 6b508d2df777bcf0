import type { Plugin } from 'vite'
import { formatValidationIssue, validateStreams } from '../../src/features/songs/model/validate'
import { importStreams, songDataFile } from './import-streams'

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
