import { join } from 'node:path'
import { runnerImport } from 'vite'

import { contentModuleNames, type ContentModules } from './content-check.ts'

/** The content folder's modules, imported fresh through Vite's runner (they are TypeScript). */
export async function loadContent(dir: string): Promise<ContentModules> {
  const entries = await Promise.all(
    contentModuleNames.map(async (name) => {
      const { module } = await runnerImport(join(dir, `${name}.ts`), {
        configFile: false,
        logLevel: 'silent',
      })
      return [name, module] as const
    }),
  )
  return Object.fromEntries(entries) as unknown as ContentModules
}
