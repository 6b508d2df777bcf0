// Builds stack-floor/main.tsx alone, minified like the site, and returns its JavaScript
// gzipped at level 9: the floor under every route's first-load figure.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'

export async function stackFloor(outDir: string): Promise<number> {
  await build({
    configFile: false,
    logLevel: 'silent',
    root: join(import.meta.dirname, 'stack-floor'),
    build: {
      outDir,
      emptyOutDir: true,
      rollupOptions: { input: join(import.meta.dirname, 'stack-floor/main.tsx') },
    },
  })
  const assets = join(outDir, 'assets')
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gzipSync(readFileSync(join(assets, f)), { level: 9 }).length, 0)
}
