import { createHash } from 'node:crypto'
import { join, resolve } from 'node:path'

/** The server entry `vite build` bundles for the prerender (vite.config.ts, environment `ssr`). */
export const SERVER_ENTRY = 'src/entry-server.tsx'
/** The prerender's worker threads, bundled with it: build-src/prerender/page-worker.ts. */
export const PAGE_WORKER = 'build-src/prerender/page-worker.ts'

/**
 * Where `vite build` writes the server entry for the output directory `dist`: inside the
 * project's node_modules, so the bundle's imports of React and the router resolve, and one folder
 * per output directory, since several builds may run side by side. The prerender deletes it.
 */
export function serverEntryDir(root: string, dist: string): string {
  const key = createHash('sha256').update(resolve(root, dist)).digest('hex').slice(0, 16)
  return join(root, 'node_modules', '.cache', 'prerender', key)
}
