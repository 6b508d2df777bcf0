import { join } from 'node:path'
import { build } from 'rolldown'

const entry = join(import.meta.dirname, '..', '..', 'src', 'shared', 'seo', 'pre-paint-redirect.ts')

/**
 * The pre-paint language redirect as one minified script, compiled from the app's own code. The
 * prerender's copy goes only into unprefixed pages and leaves the path to them; `checksPath`
 * compiles the dev server's, which every page gets and which redirects only unprefixed pages.
 */
export async function prePaintScript({ checksPath = false } = {}): Promise<string> {
  const { output } = await build({
    input: entry,
    write: false,
    logLevel: 'silent',
    transform: { define: { PRE_PAINT_CHECKS_PATH: String(checksPath) } },
    output: { format: 'iife', minify: true },
  })
  return output[0].code.trim()
}
