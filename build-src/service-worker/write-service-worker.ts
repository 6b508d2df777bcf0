import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { build } from 'vite'
import { injectManifest } from 'workbox-build'

import { SERVICE_WORKER_FILE, type ServiceWorkerMode } from './service-worker-mode.ts'

const root = resolve(import.meta.dirname, '..', '..')

/** The built site's files every visitor's worker keeps: code, styles, icons, fixed pages. */
export function precachePatterns(fixedPageFiles: readonly string[]): string[] {
  return [
    'assets/**/*.{js,css}',
    'icons/*.png',
    'favicon.svg',
    'images/**/*',
    '**/manifest.webmanifest',
    ...fixedPageFiles,
  ]
}

/** One worker source bundled into one classic script, the build id written in. */
async function bundle(entry: string, outDir: string, buildId: string): Promise<string> {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    define: {
      __BUILD_ID__: JSON.stringify(buildId),
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      lib: { entry, formats: ['iife'], name: 'siteWorker', fileName: () => SERVICE_WORKER_FILE },
    },
  })
  return join(outDir, SERVICE_WORKER_FILE)
}

export interface WrittenWorker {
  mode: ServiceWorkerMode
  precachedFiles: number
  precachedBytes: number
}

/**
 * Writes `sw.js` into the built site, after every page is written: the site's worker with the
 * precache list of this build's files, or the kill switch's worker.
 */
export async function writeServiceWorker(
  dist: string,
  mode: ServiceWorkerMode,
  fixedPageFiles: readonly string[],
): Promise<WrittenWorker> {
  const { id } = JSON.parse(readFileSync(join(dist, 'version.json'), 'utf8')) as { id: string }
  const tmp = mkdtempSync(join(tmpdir(), 'site-worker-'))
  try {
    const entry = mode === 'on' ? 'worker.ts' : 'unregister-worker.ts'
    const bundled = await bundle(join(root, 'src', 'service-worker', entry), tmp, id)
    const swDest = join(dist, SERVICE_WORKER_FILE)
    if (mode === 'off') {
      copyFileSync(bundled, swDest)
      return { mode, precachedFiles: 0, precachedBytes: 0 }
    }
    const result = await injectManifest({
      swSrc: bundled,
      swDest,
      globDirectory: dist,
      globPatterns: precachePatterns(fixedPageFiles),
      // Vite names these files after their content: the name is the revision.
      dontCacheBustURLsMatching: /^assets\//,
      // The song data of a long archive is one large chunk; a file left out would break offline.
      maximumFileSizeToCacheInBytes: 50 * 1024 * 1024,
    })
    // A pattern a site has no file for (no images) is fine; a file left out is not.
    const leftOut = result.warnings.filter((warning) => warning.includes("won't be precached"))
    if (leftOut.length > 0) throw new Error(`Service worker: ${leftOut.join('; ')}`)
    return { mode, precachedFiles: result.count, precachedBytes: result.size }
  } finally {
    rmSync(tmp, { recursive: true, force: true })
  }
}
