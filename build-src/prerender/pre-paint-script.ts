import { join } from 'node:path'
import { build } from 'rolldown'

const entry = join(import.meta.dirname, '..', '..', 'src', 'shared', 'seo', 'pre-paint-redirect.ts')

/** The pre-paint language redirect as one minified script, compiled from the app's own code. */
export async function prePaintScript(): Promise<string> {
  const { output } = await build({
    input: entry,
    write: false,
    logLevel: 'silent',
    output: { format: 'iife', minify: true },
  })
  return output[0].code.trim()
}
