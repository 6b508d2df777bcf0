import type { Plugin } from 'vite'

import { checkContent } from './content-check.ts'
import { loadContent } from './import-content-modules.ts'

/** Vite plugin: `vite build` stops when the content folder has a problem, naming file and field. */
export function contentCheck(dir: string): Plugin {
  return {
    name: 'content-check',
    apply: 'build',
    async buildStart() {
      const problems = checkContent(dir, await loadContent(dir))
      if (problems.length > 0) this.error(`Content problems:\n${problems.join('\n')}`)
    },
  }
}
