import { join } from 'node:path'
import { runnerImport } from 'vite'

import { contentModuleNames, type ContentModules } from './content-modules.ts'

/** One module of the content folder, imported fresh through Vite's runner (it is TypeScript). */
export async function loadContentModule<Name extends keyof ContentModules>(
  dir: string,
  name: Name,
): Promise<ContentModules[Name]> {
  const { module } = await runnerImport<ContentModules[Name]>(join(dir, `${name}.ts`), {
    configFile: false,
    logLevel: 'silent',
  })
  return module
}

/** The content folder's modules. */
export async function loadContent(dir: string): Promise<ContentModules> {
  const entries = await Promise.all(
    contentModuleNames.map(async (name) => [name, await loadContentModule(dir, name)] as const),
  )
  return Object.fromEntries(entries) as unknown as ContentModules
}
